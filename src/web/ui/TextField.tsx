import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, hint, error, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} {...inputProps} />}
    </FieldFrame>
  );
}
