import { useEffect, useId, useState } from 'react';

interface UrlFieldProps {
  label: string;
  value: string | null | undefined;
  /** Called with a trimmed http(s) URL, or null when the box is emptied. */
  onChange: (url: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
}

export const URL_FORMAT_ERROR = 'Please enter a link starting with http:// or https://.';

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An image link. Only a complete http(s) link (or an empty box) reaches the board, so a half-typed
 * address never makes the screen fail to save.
 */
export function UrlField({ label, value, onChange, placeholder = 'https://', disabled }: UrlFieldProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [touched, setTouched] = useState(false);

  useEffect(() => setText(value ?? ''), [value]);

  const trimmed = text.trim();
  const invalid = trimmed !== '' && !isHttpUrl(trimmed);

  function change(next: string) {
    setText(next);
    const candidate = next.trim();
    if (candidate === '') onChange(null);
    else if (isHttpUrl(candidate)) onChange(candidate);
  }

  return (
    <div className="ed-field">
      <label className="ed-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="url"
        inputMode="url"
        className="ed-input"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={touched && invalid ? true : undefined}
        aria-describedby={touched && invalid ? `${id}-error` : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      {touched && invalid && (
        <span className="ed-field__error" id={`${id}-error`}>
          {URL_FORMAT_ERROR}
        </span>
      )}
    </div>
  );
}
