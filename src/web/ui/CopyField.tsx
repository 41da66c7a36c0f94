import { useId, useRef, useState } from 'react';
import { Button } from './Button';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What the copy button names, for a screen reader: "Copy the feed link". */
  copyLabel?: string;
}

/** A value to copy elsewhere (a link, an address): read-only, selected on focus, with a Copy button. */
export function CopyField({ label, value, copyLabel }: CopyFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Without clipboard access the text is selected for the person to copy.
      input.current?.select();
    }
  }

  return (
    <div className="copy-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          id={id}
          ref={input}
          className="field__input copy-field__input"
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={copy} aria-label={copyLabel}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
