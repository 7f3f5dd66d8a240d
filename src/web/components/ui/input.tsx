import { useId, type ComponentProps } from 'react';

interface InputProps extends ComponentProps<'input'> {
  /** Always rendered as a real <label>, so every field has an accessible name. */
  label: string;
  /** Shown under the field and announced with it through aria-describedby. */
  error?: string;
  /** A line of help under the label (what to type), announced with the field. */
  hint?: string;
}

export function Input({ label, error, hint, id, className = '', ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-zinc-400">
          {hint}
        </p>
      ) : null}
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'h-11 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-base text-zinc-50 placeholder:text-zinc-500 ' +
          'focus-visible:border-pink-500 focus-visible:outline-2 focus-visible:outline-pink-500/60 aria-invalid:border-red-500 ' +
          className
        }
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
