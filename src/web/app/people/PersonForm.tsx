import { type FormEvent, useId, useState } from 'react';
import { colorName, PERSON_COLORS } from '../../../common/people';
import {
  isOneEmoji,
  PERSON_EMOJI_MESSAGE,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_REQUIRED_MESSAGE,
  type Person,
} from '../../../common/schemas/people';
import type { PersonFields } from '../../api/people';
import { PersonBadge } from '../../data-ui/PersonBadge';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';

/** Avatars a child might pick; any other emoji can be typed or pasted. */
const EMOJI_CHOICES = [
  '🦁',
  '🐯',
  '🐻',
  '🐼',
  '🦊',
  '🐸',
  '🐵',
  '🦄',
  '🐶',
  '🐱',
  '🐰',
  '🐨',
  '🐙',
  '🦖',
  '🚀',
  '⚽',
  '🎨',
  '🎸',
  '🌸',
  '⭐',
];

interface PersonFormProps {
  /** The person being edited; a new profile when left out. */
  person?: Person;
  /** A colour for a new profile: the next of the palette nobody has yet. */
  suggestedColor: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (fields: PersonFields) => Promise<void>;
  onCancel?: () => void;
}

/**
 * A person's name, colour and avatar, with a preview of how boards will show them. The colours
 * and avatars are radio groups (arrow keys move between them) whose choices are named for screen
 * readers; a colour or emoji outside the choices can be picked too.
 */
export function PersonForm({
  person,
  suggestedColor,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: PersonFormProps) {
  const id = useId();
  const [name, setName] = useState(person?.name ?? '');
  const [color, setColor] = useState(person?.color ?? suggestedColor);
  const [emoji, setEmoji] = useState<string | null>(person?.emoji ?? null);
  const [typedEmoji, setTypedEmoji] = useState(
    person?.emoji && !EMOJI_CHOICES.includes(person.emoji) ? person.emoji : '',
  );
  const [errors, setErrors] = useState<{ name?: string; emoji?: string }>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const customColor = colorName(color) === null;

  // A second tap while the first one's save is on its way joins it: the caller's hook is one per tap.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === '') found.name = PERSON_NAME_REQUIRED_MESSAGE;
    if (emoji !== null && !isOneEmoji(emoji)) found.emoji = PERSON_EMOJI_MESSAGE;
    setErrors(found);
    setSaveError(null);
    if (found.name || found.emoji) return;
    try {
      await onSubmit({ name: name.trim(), color: color, emoji });
    } catch (error) {
      setSaveError(
        error instanceof Error && error.message ? error.message : 'Could not save. Please try again.',
      );
    }
  }

  function typeEmoji(text: string) {
    setTypedEmoji(text);
    setEmoji(text.trim() === '' ? null : text.trim());
  }

  return (
    <form className="person-form" onSubmit={submit} noValidate>
      {saveError && <Notice tone="error">{saveError}</Notice>}
      <div className="person-form__preview" aria-hidden="true">
        <PersonBadge person={{ name: name.trim() || 'Name', color: color, emoji }} />
      </div>
      <TextField
        label="Name"
        name="personName"
        placeholder="e.g. Leo"
        maxLength={PERSON_NAME_MAX_LENGTH}
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />

      <fieldset className="person-form__group">
        <legend className="field__label">Colour</legend>
        <div className="color-swatches">
          {PERSON_COLORS.map((choice) => (
            <label key={choice.hex} className="color-swatch" title={choice.name}>
              <input
                type="radio"
                name={`${id}-color`}
                value={choice.hex}
                checked={color === choice.hex}
                onChange={() => setColor(choice.hex)}
              />
              <span className="color-swatch__face" style={{ background: choice.hex }} aria-hidden="true" />
              <span className="visually-hidden">{choice.name}</span>
            </label>
          ))}
          <label className="color-swatch color-swatch--custom" title="Another colour">
            <input
              type="radio"
              name={`${id}-color`}
              value="custom"
              checked={customColor}
              onChange={() => setColor(customColor ? color : '#5e35b1')}
            />
            <span
              className="color-swatch__face"
              style={customColor ? { background: color } : undefined}
              aria-hidden="true"
            >
              {customColor ? '' : '+'}
            </span>
            <span className="visually-hidden">Another colour</span>
          </label>
        </div>
        {customColor && (
          <label className="person-form__custom-color">
            <span>Pick any colour</span>
            <input
              type="color"
              value={color}
              onChange={(event) => setColor(event.target.value.toLowerCase())}
            />
          </label>
        )}
      </fieldset>

      <fieldset className="person-form__group">
        <legend className="field__label">Avatar</legend>
        <div className="emoji-choices">
          <label className="emoji-choice emoji-choice--initials" title="Initials">
            <input
              type="radio"
              name={`${id}-emoji`}
              checked={emoji === null}
              onChange={() => {
                setEmoji(null);
                setTypedEmoji('');
              }}
            />
            <span className="emoji-choice__face">Aa</span>
            <span className="visually-hidden">Initials, no emoji</span>
          </label>
          {EMOJI_CHOICES.map((choice) => (
            <label key={choice} className="emoji-choice">
              <input
                type="radio"
                name={`${id}-emoji`}
                checked={emoji === choice}
                onChange={() => {
                  setEmoji(choice);
                  setTypedEmoji('');
                }}
              />
              <span className="emoji-choice__face">{choice}</span>
            </label>
          ))}
        </div>
        <TextField
          label="Or type an emoji"
          name="personEmoji"
          className="person-form__typed-emoji"
          maxLength={32}
          autoComplete="off"
          value={typedEmoji}
          error={errors.emoji}
          onChange={(event) => typeEmoji(event.target.value)}
        />
      </fieldset>

      <div className="form-actions">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
