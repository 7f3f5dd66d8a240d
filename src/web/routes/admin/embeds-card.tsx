import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/admin-keys.ts';
import { ApiError } from '../../api/client.ts';
import { federationApi } from '../../api/federation-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { toast } from '../../components/ui/toast.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

type EmbedSettings = Awaited<ReturnType<typeof federationApi.embeds>>;

/** The form over the saved settings: every site, or the sites listed one per line (none: no site may). */
function EmbedsForm({ saved }: { saved: EmbedSettings }) {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const listId = useId();
  const hintId = useId();
  const [allowAll, setAllowAll] = useState(saved.allowAll);
  const [sites, setSites] = useState(saved.sites.join('\n'));
  const save = useMutation({
    mutationFn: federationApi.updateEmbeds,
    onSuccess: (answer) => {
      client.setQueryData(adminKeys.federation.embeds, answer);
      setSites(answer.sites.join('\n'));
      toast.success(t('Embed settings saved'));
    },
  });
  const problem = save.error ? (save.error instanceof ApiError && save.error.fromServer ? save.error.message : t('Could not save the embed settings. Try again.')) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ allowAll, sites: sites.split('\n').map((site) => site.trim()).filter(Boolean) });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-busy={save.isPending}>
      <label className="flex items-center justify-between gap-4">
        <span className="flex flex-col">
          <span className="font-semibold">{t('Any site may embed videos')}</span>
          <span className="text-sm text-zinc-400">{t('Public and unlisted videos play in a frame on other sites, and in link previews.')}</span>
        </span>
        <input type="checkbox" role="switch" checked={allowAll} onChange={(event) => setAllowAll(event.target.checked)} className="size-6 shrink-0 accent-pink-600" />
      </label>
      <label htmlFor={listId} className="font-semibold">
        {t('Sites allowed to embed')}
      </label>
      <textarea
        id={listId}
        rows={4}
        value={sites}
        disabled={allowAll}
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setSites(event.target.value);
          save.reset();
        }}
        className="rounded-lg bg-zinc-950 p-2 font-mono text-sm text-zinc-100 ring-1 ring-white/10 focus-visible:outline-2 focus-visible:outline-pink-400 disabled:opacity-50"
      />
      <p id={hintId} className="text-sm text-zinc-400">
        {t('One address a line, like https://example.com. With none listed, no site may embed.')}
      </p>
      {problem ? (
        <p role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}

/** Issue 57 (/admin/federation, admins only): which other sites may frame the embed player. */
export function EmbedsCard() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const settings = useQuery({ queryKey: adminKeys.federation.embeds, queryFn: ({ signal }) => federationApi.embeds(signal) });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10">
      <h2 id={headingId} className="text-lg font-bold">
        {t('Embeds')}
      </h2>
      <QueryState query={settings} look="inline" text={{ loading: t('Loading embed settings'), failed: t('Failed to load embed settings'), retry: t('Retry') }}>
        {(saved) => <EmbedsForm key={saved.updatedAt ?? 'default'} saved={saved} />}
      </QueryState>
    </section>
  );
}
