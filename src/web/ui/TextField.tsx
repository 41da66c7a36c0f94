import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { useLengthLimit } from './useLengthLimit';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/**
 * A labelled input whose hint and error are tied to it with aria-describedby. With `maxLength` it
 * counts toward the limit and says when a paste was cut to fit.
 */
export function TextField({
  label,
  hint,
  error,
  className,
  onChange,
  onPaste,
  onDrop,
  ...inputProps
}: TextFieldProps) {
  const { limit, handlers } = useLengthLimit(inputProps.maxLength, inputProps.value, {
    onChange,
    onPaste,
    onDrop,
  });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} limit={limit}>
      {(control) => <input {...control} {...inputProps} {...handlers} />}
    </FieldFrame>
  );
}
