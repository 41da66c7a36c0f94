import { type KeyboardEvent, useId, useState } from 'react';
import { INGREDIENT_MAX_LENGTH, MEAL_MAX_INGREDIENTS } from '../../../common/schemas/menu';
import { Button } from '../../ui/Button';
import { LengthNote } from '../../ui/LengthNote';
import { useLengthLimit } from '../../ui/useLengthLimit';
import { withDraft } from './ingredientText';

interface IngredientsFieldProps {
  /** The meal's label, 'Dinner'. */
  meal: string;
  ingredients: string[];
  onChange: (ingredients: string[]) => void;
  /** What is typed and not yet added; the dialog adds it on Save Plan too. */
  draft: string;
  onDraftChange: (draft: string) => void;
  disabled?: boolean;
}

/** A meal's ingredients as removable chips, and a field to add more (Enter or Add). */
export function IngredientsField({
  meal,
  ingredients,
  onChange,
  draft,
  onDraftChange,
  disabled,
}: IngredientsFieldProps) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  const full = ingredients.length >= MEAL_MAX_INGREDIENTS;
  const { limit, handlers } = useLengthLimit<HTMLInputElement>(INGREDIENT_MAX_LENGTH, draft, {
    onChange: (event) => {
      onDraftChange(event.target.value);
      setNote(null);
    },
  });

  function add() {
    if (draft.trim() === '') return;
    const { next, repeated } = withDraft(ingredients, draft);
    onChange(next);
    onDraftChange('');
    setNote(
      repeated.length > 0
        ? `${repeated.join(', ')} ${repeated.length === 1 ? 'is' : 'are'} already listed.`
        : null,
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      // Enter adds the ingredient; Save Plan is the form's own button.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && ingredients.length > 0) {
      onChange(ingredients.slice(0, -1));
    }
  }

  return (
    <div className="ingredients-field">
      <label className="ingredients-field__label" htmlFor={`${id}-input`}>
        {meal} ingredients
      </label>
      {ingredients.length > 0 && (
        <ul className="ingredient-chips" aria-label={`Ingredients of ${meal.toLowerCase()}`}>
          {ingredients.map((ingredient) => (
            <li key={ingredient} className="ingredient-chip">
              <span>{ingredient}</span>
              <button
                type="button"
                className="ingredient-chip__remove"
                aria-label={`Remove ${ingredient} from ${meal.toLowerCase()}`}
                disabled={disabled}
                onClick={() => onChange(ingredients.filter((existing) => existing !== ingredient))}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                    fill="none"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ingredients-field__add">
        <input
          id={`${id}-input`}
          className="field__input ingredients-field__input"
          value={draft}
          maxLength={INGREDIENT_MAX_LENGTH}
          placeholder={full ? `At most ${MEAL_MAX_INGREDIENTS}` : 'e.g. Tortillas, limes'}
          autoComplete="off"
          enterKeyHint="enter"
          disabled={disabled || full}
          aria-describedby={[note ? `${id}-note` : '', `${id}-limit`].join(' ').trim()}
          {...handlers}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="secondary"
          size="small"
          onClick={add}
          disabled={disabled || full || draft.trim() === ''}
          aria-label={`Add to ${meal.toLowerCase()} ingredients`}
        >
          Add
        </Button>
      </div>
      {limit && <LengthNote id={`${id}-limit`} limit={limit} />}
      {note && (
        <span className="ingredients-field__note" id={`${id}-note`} role="status">
          {note}
        </span>
      )}
    </div>
  );
}
