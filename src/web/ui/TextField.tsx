import { type ClipboardEvent, type InputHTMLAttributes, useState } from 'react';
import { FieldFrame } from './FieldFrame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/**
 * A labelled input whose hint and error are tied to it with aria-describedby. With a `maxLength`,
 * the limit is said where it applies, before saving: once the text reaches it, and when a paste
 * is cut to it (the browser cuts it without a word).
 */
export function TextField({ label, hint, error, className, onPaste, ...inputProps }: TextFieldProps) {
  const [pasteCut, setPasteCut] = useState<number | null>(null);
  const { maxLength, value } = inputProps;
  const limited = maxLength !== undefined && maxLength > 0;
  const atLimit = limited && typeof value === 'string' && value.length >= maxLength;
  if (!atLimit && pasteCut !== null) setPasteCut(null);

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (!limited) return;
    const field = event.currentTarget;
    const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
    const length = field.value.length - selected + event.clipboardData.getData('text').length;
    setPasteCut(length > maxLength ? length - maxLength : null);
  }

  const limitNote =
    pasteCut !== null && atLimit
      ? `Only the first ${maxLength} characters fit: ${pasteCut} were left out.`
      : atLimit
        ? `At most ${maxLength} characters.`
        : undefined;
  return (
    <FieldFrame
      label={label}
      hint={[hint, limitNote].filter(Boolean).join(' ') || undefined}
      error={error}
      className={className}
    >
      {(control) => <input {...control} {...inputProps} onPaste={paste} />}
    </FieldFrame>
  );
}
