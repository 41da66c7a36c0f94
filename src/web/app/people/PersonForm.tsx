import { type FormEvent, useEffect, useId, useState } from 'react';
import { colorName, PERSON_COLORS } from '../../../common/people';
import {
  isOneEmoji,
  PERSON_EMOJI_MESSAGE,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_REQUIRED_MESSAGE,
  type Person,
} from '../../../common/schemas/people';
import type { PersonFields } from '../../api/people';
import { MutationButton, type MutationDrawn, MutationError } from '../../data-ui/MutationState';
import { PersonBadge } from '../../data-ui/PersonBadge';
import { Button } from '../../ui/Button';
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
  /** The caller's one-per-tap save, whose wait and error the form draws. */
  mutation: MutationDrawn & { reset: () => void };
  /** What the error says when the server gave no sentence. */
  failed: string;
  /** Sends the save through `mutation`. */
  onSubmit: (fields: PersonFields) => void;
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
  mutation,
  failed,
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
  const customColor = colorName(color) === null;
  const { reset } = mutation;
  // The form opens clean: no error left from an earlier person's save.
  useEffect(() => reset(), [reset]);

  // A second tap while the first one's save is on its way joins it: the caller's hook is one per tap.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (name.trim() === '') found.name = PERSON_NAME_REQUIRED_MESSAGE;
    if (emoji !== null && !isOneEmoji(emoji)) found.emoji = PERSON_EMOJI_MESSAGE;
    setErrors(found);
    if (found.name || found.emoji) return reset();
    onSubmit({ name: name.trim(), color: color, emoji });
  }

  function typeEmoji(text: string) {
    setTypedEmoji(text);
    setEmoji(text.trim() === '' ? null : text.trim());
  }

  return (
    <form className="person-form" onSubmit={submit} noValidate>
      <MutationError mutation={mutation} failed={failed} />
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
          <Button variant="ghost" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
        )}
        <MutationButton type="submit" mutation={mutation} busy="Saving...">
          {submitLabel}
        </MutationButton>
      </div>
    </form>
  );
}
