import { type ReactNode, type RefObject, useState } from 'react';
import { Button } from '../ui/Button';
import { MutationButton, type MutationDrawn } from './MutationState';

const ROWS = ['1234567890', 'qwertyuiop', "asdfghjkl'", 'zxcvbnm-,'] as const;

interface WallKeyboardProps {
  /** The field the keys type into, at its caret. */
  input: RefObject<HTMLInputElement | null>;
  text: string;
  onText: (text: string) => void;
}

/**
 * Keys of the wall's own (issue 28): a wall screen often has no keyboard that opens by itself (a
 * kiosk browser). They type at the caret as a keyboard would; a first letter is a capital.
 */
export function WallKeyboard({ input, text, onText }: WallKeyboardProps) {
  const [shift, setShift] = useState(false);

  function type(key: string) {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const capital = shift || (start === 0 && /[a-z]/.test(key));
    const typed = capital ? key.toUpperCase() : key;
    onText(text.slice(0, start) + typed + text.slice(end));
    setShift(false);
    requestAnimationFrame(() => field?.setSelectionRange(start + typed.length, start + typed.length));
  }

  function erase() {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const from = start === end ? Math.max(0, start - 1) : start;
    onText(text.slice(0, from) + text.slice(end));
    requestAnimationFrame(() => field?.setSelectionRange(from, from));
  }

  // A key press keeps the caret in the field: the keys must not take the focus from it.
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

  return (
    <fieldset className="wall-add__keys">
      <legend className="visually-hidden">Keyboard</legend>
      {ROWS.map((row) => (
        <div key={row} className="wall-add__row">
          {[...row].map((key) => (
            <button
              key={key}
              type="button"
              className="wall-add__key"
              onPointerDown={keepFocus}
              onMouseDown={keepFocus}
              onClick={() => type(key)}
            >
              {shift ? key.toUpperCase() : key}
            </button>
          ))}
        </div>
      ))}
      <div className="wall-add__row">
        <button
          type="button"
          className="wall-add__key wall-add__key--wide"
          aria-pressed={shift}
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          onClick={() => setShift((on) => !on)}
        >
          Shift
        </button>
        <button
          type="button"
          className="wall-add__key wall-add__key--space"
          aria-label="Space"
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          onClick={() => type(' ')}
        >
          Space
        </button>
        <button
          type="button"
          className="wall-add__key wall-add__key--wide"
          aria-label="Delete"
          onPointerDown={keepFocus}
          onMouseDown={keepFocus}
          onClick={erase}
        >
          ⌫
        </button>
      </div>
    </fieldset>
  );
}

interface WallFormActionsProps {
  /** The wall's own keys are shown (else the screen's keyboard is used). */
  ownKeyboard: boolean;
  onToggleKeyboard: () => void;
  onClose: () => void;
  /** The add's write: Add says so while it is on its way. */
  mutation: Pick<MutationDrawn, 'isPending'>;
  /** The submit button's word: Add unless told (Save). */
  submit?: string;
  /** More buttons before Cancel (Delete). */
  extra?: ReactNode;
}

/** The wall forms' buttons: which keyboard, Cancel and Add. */
export function WallFormActions({
  ownKeyboard,
  onToggleKeyboard,
  onClose,
  mutation,
  submit = 'Add',
  extra,
}: WallFormActionsProps) {
  return (
    <div className="wall-add__actions">
      <Button variant="ghost" size="large" onClick={onToggleKeyboard}>
        {ownKeyboard ? 'Use these keys' : "Use this screen's keyboard"}
      </Button>
      <span className="wall-add__spacer" />
      {extra}
      <Button variant="secondary" size="large" onClick={onClose} disabled={mutation.isPending}>
        Cancel
      </Button>
      <MutationButton
        type="submit"
        size="large"
        mutation={mutation}
        busy={submit === 'Add' ? 'Adding...' : 'Saving...'}
      >
        {submit}
      </MutationButton>
    </div>
  );
}
