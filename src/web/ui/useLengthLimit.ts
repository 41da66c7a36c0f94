import { type ChangeEvent, type ClipboardEvent, type DragEvent, useState } from 'react';

/** A field's text limit as its frame draws it: the count near the limit, and whether text was cut. */
export interface LengthLimit {
  used: number;
  max: number;
  /** The last paste or drop held more than fits, and the field is full. */
  cut: boolean;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface LengthLimitHandlers<E extends TextControl> {
  onChange?: (event: ChangeEvent<E>) => void;
  onPaste?: (event: ClipboardEvent<E>) => void;
  onDrop?: (event: DragEvent<E>) => void;
}

/** The number of characters the browser keeps of `text` when it goes into `control`. */
function insertedLength(control: TextControl, text: string): number {
  // A one-line input drops line breaks; a text area keeps each as one character.
  const kept =
    control instanceof HTMLInputElement ? text.replace(/[\r\n]/g, '') : text.replace(/\r\n/g, '\n');
  return kept.length;
}

/**
 * `maxLength` cuts a paste or a drop without a word; this notices when that happens so the field
 * can say so, and counts the characters so the limit shows before it is reached. The handlers wrap
 * the field's own.
 */
export function useLengthLimit<E extends TextControl>(
  maxLength: number | undefined,
  value: unknown,
  handlers: LengthLimitHandlers<E>,
): { limit: LengthLimit | undefined; handlers: LengthLimitHandlers<E> } {
  const [typedLength, setTypedLength] = useState(0);
  const [overflowed, setOverflowed] = useState(false);
  if (maxLength === undefined) return { limit: undefined, handlers };

  const used = value === undefined ? typedLength : String(value).length;
  const noteInsert = (control: E, text: string) => {
    const selected = (control.selectionEnd ?? 0) - (control.selectionStart ?? 0);
    setOverflowed(control.value.length - selected + insertedLength(control, text) > maxLength);
  };
  return {
    limit: { used, max: maxLength, cut: overflowed && used >= maxLength },
    handlers: {
      onChange: (event) => {
        setTypedLength(event.target.value.length);
        handlers.onChange?.(event);
      },
      onPaste: (event) => {
        noteInsert(event.currentTarget, event.clipboardData.getData('text'));
        handlers.onPaste?.(event);
      },
      onDrop: (event) => {
        noteInsert(event.currentTarget, event.dataTransfer.getData('text'));
        handlers.onDrop?.(event);
      },
    },
  };
}
