import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import { useLengthLimit } from './useLengthLimit';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** ui/TextField for several lines of text. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  onChange,
  onPaste,
  onDrop,
  ...textAreaProps
}: TextAreaFieldProps) {
  const { limit, handlers } = useLengthLimit(textAreaProps.maxLength, textAreaProps.value, {
    onChange,
    onPaste,
    onDrop,
  });
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} limit={limit}>
      {(control) => <textarea {...control} {...textAreaProps} {...handlers} />}
    </FieldFrame>
  );
}
