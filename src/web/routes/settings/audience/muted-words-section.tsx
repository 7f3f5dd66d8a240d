import { useTranslation } from '../../../i18n/use-translation.ts';
import { useRef } from 'react';
import type { MutedWord } from '../../../api/audience-api.ts';
import { Button } from '../../../components/ui/button.tsx';
import { MUTED_WORDS_TEXT } from '../../../audience-text.ts';
import { currentLocale, i18n } from '../../../i18n/i18n.ts';
import { MutedWordForm } from './muted-word-form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AccountSection } from '../account/account-section.tsx';
import { ACCOUNT_TEXT } from '../account/account-text.ts';
import { InlineError } from './inline-error.tsx';
import { useMutedWords } from './use-muted-words.ts';

const untilFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** "Forever", or "until 4 Dec 2026, 14:05" in the app's language. */
export const mutedUntil = (word: Pick<MutedWord, 'expiresAt'>) =>
  word.expiresAt === null ? i18n.t(MUTED_WORDS_TEXT.forever, { ns: 'settings' }) : MUTED_WORDS_TEXT.until(untilFormat(currentLocale()).format(new Date(word.expiresAt)));

function MutedWordRow({ word, removing, onRemove }: { word: MutedWord; removing: boolean; onRemove: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <li className="flex items-center gap-3 rounded-lg bg-zinc-900 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{word.word}</p>
        <p className="text-sm text-zinc-400">{mutedUntil(word)}</p>
      </div>
      {/* The word in the name tells rows apart for screen readers; it starts with the visible word. */}
      <Button variant="secondary" size="sm" disabled={removing} aria-label={`${t(MUTED_WORDS_TEXT.remove)} "${word.word}"`} onClick={onRemove}>
        {t(MUTED_WORDS_TEXT.remove)}
      </Button>
    </li>
  );
}

/**
 * Settings' Muted words (issue 38): add a word, phrase or #hashtag for 24 hours, 7 days, 30 days or forever,
 * see when each ends, and remove it. Refusals are said under the form; results are said politely. Removing
 * a row puts focus back in the field, so the keyboard never falls to the top of the page.
 */
export function MutedWordsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('settings');
  const { words, add, remove, error, done } = useMutedWords(userId);
  const inputRef = useRef<HTMLInputElement>(null);
  const removingId = remove.isPending ? remove.variables.id : null;

  return (
    <AccountSection title={t(MUTED_WORDS_TEXT.title)} detail={t(MUTED_WORDS_TEXT.hint)}>
      <>
        <MutedWordForm inputRef={inputRef} adding={add.isPending} onAdd={(word, duration) => add.mutateAsync({ word, duration })} />
        <InlineError message={error} />
        <p aria-live="polite" className="sr-only">
          {done}
        </p>
        <QueryState
          query={words}
          look="box"
          text={{ loading: t('Loading muted words'), failed: t(MUTED_WORDS_TEXT.loadFailed), retry: t(ACCOUNT_TEXT.retry) }}
          children={(rows) =>
            rows.length === 0 ? (
              <p className="text-zinc-400">{t(MUTED_WORDS_TEXT.empty)}</p>
            ) : (
              <ul aria-label={t(MUTED_WORDS_TEXT.title)} className="flex flex-col gap-2">
                {rows.map((word) => (
                  <MutedWordRow
                    key={word.id}
                    word={word}
                    removing={removingId === word.id}
                    onRemove={() => remove.mutate(word, { onSettled: () => inputRef.current?.focus() })}
                  />
                ))}
              </ul>
            )
          }
        />
      </>
    </AccountSection>
  );
}
