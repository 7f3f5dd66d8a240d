import { useTranslation } from '../../../i18n/use-translation.ts';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { AUDIENCE_MESSAGES, MUTE_DURATION_LABELS, MUTE_DURATIONS, MUTED_WORD_MAX_LENGTH, type MuteDuration } from '../../../../shared/audience.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MUTED_WORDS_TEXT } from '../../../audience-text.ts';

const selectClasses =
  'h-11 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-base text-zinc-50 focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60';

/** The server's own test (mute.service.ts): a word needs a letter or a digit; punctuation alone matches nothing. */
const HAS_WORD = /[\p{L}\p{N}]/u;

interface MutedWordFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  adding: boolean;
  onAdd: (word: string, duration: MuteDuration) => Promise<unknown>;
}

/**
 * A word, phrase or #hashtag and how long to mute it. An empty word is caught here with the server's own
 * message; once added, the field empties and keeps focus, ready for the next word.
 */
export function MutedWordForm({ inputRef, adding, onAdd }: MutedWordFormProps) {
  const { t } = useTranslation('settings');
  const durationId = useId();
  const [word, setWord] = useState('');
  const [duration, setDuration] = useState<MuteDuration>('forever');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    if (!HAS_WORD.test(word)) {
      setEmpty(true);
      inputRef.current?.focus();
      return;
    }
    void onAdd(word.trim(), duration).then(() => {
      setWord('');
      inputRef.current?.focus();
    }, () => inputRef.current?.focus());
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <Input
          ref={inputRef}
          label={t(MUTED_WORDS_TEXT.wordLabel)}
          name="muted-word"
          autoComplete="off"
          autoCapitalize="none"
          maxLength={MUTED_WORD_MAX_LENGTH}
          value={word}
          onChange={(event) => {
            setWord(event.target.value);
            setEmpty(false);
          }}
          error={empty ? t(AUDIENCE_MESSAGES.mutedWordEmpty) : undefined}
        />
      </div>
      <div className="flex items-end gap-3">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={durationId} className="text-sm font-medium text-zinc-300">
            {t(MUTED_WORDS_TEXT.durationLabel)}
          </label>
          <select id={durationId} value={duration} onChange={(event) => setDuration(event.target.value as MuteDuration)} className={selectClasses}>
            {MUTE_DURATIONS.map((option) => (
              <option key={option} value={option}>
                {t(MUTE_DURATION_LABELS[option])}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={adding}>
          {adding ? t(MUTED_WORDS_TEXT.adding) : t(MUTED_WORDS_TEXT.add)}
        </Button>
      </div>
    </form>
  );
}
