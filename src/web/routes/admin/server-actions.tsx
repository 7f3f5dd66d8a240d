import { useTranslation } from '../../i18n/use-translation.ts';
import type { KnownInstance } from '../../api/federation-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { msg } from '../../i18n/i18n.ts';

/** What the Status column says of a server: each policy that applies, or that nothing does. */
export function serverStatus(server: KnownInstance): string[] {
  const words = [
    server.suspended ? msg('Suspended') : null,
    server.limited ? msg('Limited') : null,
    server.allowed ? msg('Allowed') : null,
  ].filter((word): word is NonNullable<typeof word> => word !== null);
  return words.length > 0 || server.ruledBy ? words : [msg('Federating')];
}

type Change = { allowed?: boolean; limited?: boolean; suspended?: boolean };

/**
 * A row's three toggles: Allow / Limit / Suspend, each its undo once on. The host in each name tells rows
 * apart for screen readers; the word itself says what a press will do.
 */
export function ServerActions({ server, busy, onChange }: { server: KnownInstance; busy: boolean; onChange: (change: Change) => void }) {
  const { t } = useTranslation('admin');
  const host = server.host;
  const actions = [
    { key: 'allowed', on: server.allowed, label: server.allowed ? t('Disallow {{host}}', { host }) : t('Allow {{host}}', { host }), text: server.allowed ? t('Disallow') : t('Allow') },
    { key: 'limited', on: server.limited, label: server.limited ? t('Unlimit {{host}}', { host }) : t('Limit {{host}}', { host }), text: server.limited ? t('Unlimit') : t('Limit') },
    { key: 'suspended', on: server.suspended, label: server.suspended ? t('Unsuspend {{host}}', { host }) : t('Suspend {{host}}', { host }), text: server.suspended ? t('Unsuspend') : t('Suspend') },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <Button
          key={action.key}
          size="sm"
          variant={action.key === 'suspended' && !action.on ? 'danger' : 'secondary'}
          aria-label={action.label}
          disabled={busy}
          onClick={() => onChange({ [action.key]: !action.on })}
        >
          {action.text}
        </Button>
      ))}
    </div>
  );
}
