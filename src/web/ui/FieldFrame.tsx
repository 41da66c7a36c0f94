import { type ReactNode, useId } from 'react';
import { LengthNote } from './LengthNote';
import type { LengthLimit } from './useLengthLimit';

export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  /** A text limit to count toward and to say when a paste was cut (`useLengthLimit`). */
  limit?: LengthLimit;
  /** Draws the control with the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control whose hint and error are tied to it with aria-describedby. */
export function FieldFrame({ label, hint, error, className, limit, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const limitId = limit ? `${id}-limit` : undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {children({
        id,
        className: 'field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId, limitId].filter(Boolean).join(' ') || undefined,
      })}
      {limit && <LengthNote id={limitId} limit={limit} />}
      {error && (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      )}
    </div>
  );
}
