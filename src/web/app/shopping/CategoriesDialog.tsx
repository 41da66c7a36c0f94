import { type FormEvent, useRef, useState } from 'react';
import { firstIssueMessage } from '../../../common/schemas/issue-messages';
import {
  CATEGORIES_MAX,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_NAME_REQUIRED_MESSAGE,
  type ShoppingCategory,
  saveShoppingCategoriesSchema,
} from '../../../common/schemas/shopping';
import { useSaveShoppingCategories } from '../../api/shopping';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';

/** A start for a family that has none: the aisles most supermarkets have, in a common walking order. */
export const COMMON_AISLES = [
  'Fruit & veg',
  'Bakery',
  'Meat & fish',
  'Dairy & eggs',
  'Pantry',
  'Frozen',
  'Drinks',
  'Household',
];

const SAVE_FAILED_MESSAGE = 'Could not save the categories.';

interface DraftCategory {
  /** Stable while the draft is edited, for React and for focus. */
  key: string;
  id?: number;
  name: string;
}

interface CategoriesDialogProps {
  open: boolean;
  onClose: () => void;
  categories: ShoppingCategory[];
}

let draftKeys = 0;
const draft = (category: { id?: number; name: string }): DraftCategory => ({
  key: `category-${++draftKeys}`,
  ...category,
});

/**
 * The family's categories in the order of its store's aisles: rename, move up and down, remove and
 * add, then Save. Every list, shopping mode and the board's shopping widget follow this order.
 * Give it a key per opening so it starts from the saved categories.
 */
export function CategoriesDialog({ open, onClose, categories }: CategoriesDialogProps) {
  const save = useSaveShoppingCategories();
  const [rows, setRows] = useState<DraftCategory[]>(() => categories.map(draft));
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  /** Why the categories as edited cannot be saved; the server's refusal is the mutation's. */
  const [invalid, setInvalid] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const busy = save.isPending;
  const removed = categories.filter((category) => !rows.some((row) => row.id === category.id));

  function focusRow(key: string, control: 'up' | 'down' | 'name') {
    requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`[data-key="${key}"]`);
      const target =
        row?.querySelector<HTMLElement>(`[data-control="${control}"]:not(:disabled)`) ??
        row?.querySelector<HTMLElement>('[data-control="name"]');
      target?.focus();
    });
  }

  function move(index: number, by: -1 | 1) {
    const row = rows[index];
    if (!row) return;
    const next = [...rows];
    next.splice(index, 1);
    next.splice(index + by, 0, row);
    setRows(next);
    // Keyboard users keep moving the same row with the same button.
    focusRow(row.key, by === -1 ? 'up' : 'down');
  }

  function addRow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = newName.trim();
    if (name === '') {
      setNewNameError(CATEGORY_NAME_REQUIRED_MESSAGE);
      return;
    }
    if (rows.some((row) => row.name.trim().toLowerCase() === name.toLowerCase())) {
      setNewNameError(`There is already a category named "${name}".`);
      return;
    }
    setRows([...rows, draft({ name })]);
    setNewName('');
    setNewNameError(null);
  }

  function submit() {
    setInvalid(null);
    const request = { categories: rows.map(({ id, name }) => (id === undefined ? { name } : { id, name })) };
    const checked = saveShoppingCategoriesSchema.safeParse(request);
    if (!checked.success) {
      save.reset();
      setInvalid(firstIssueMessage(checked.error));
      return;
    }
    save.mutate(request.categories, { onSuccess: onClose });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title="Categories"
      description="Put them in the order you walk through your store. Lists, shopping mode and the board follow it."
      hideClose={busy}
      className="dialog--categories"
    >
      {rows.length === 0 ? (
        <div className="categories__empty">
          <p>No categories yet.</p>
          <Button variant="secondary" onClick={() => setRows(COMMON_AISLES.map((name) => draft({ name })))}>
            Start with common aisles
          </Button>
        </div>
      ) : (
        <ol ref={list} className="categories" aria-label="Categories in store order">
          {rows.map((row, index) => {
            const label = row.name.trim() || `Category ${index + 1}`;
            return (
              <li key={row.key} data-key={row.key} className="categories__row">
                <span className="categories__number" aria-hidden="true">
                  {index + 1}
                </span>
                <input
                  data-control="name"
                  className="field__input categories__name"
                  aria-label={`Name of category ${index + 1}`}
                  value={row.name}
                  maxLength={CATEGORY_NAME_MAX_LENGTH}
                  disabled={busy}
                  onChange={(event) =>
                    setRows(
                      rows.map((other) => (other === row ? { ...row, name: event.target.value } : other)),
                    )
                  }
                />
                <IconButton
                  control="up"
                  label={`Move ${label} up`}
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  path="M6 15l6-6 6 6"
                />
                <IconButton
                  control="down"
                  label={`Move ${label} down`}
                  disabled={busy || index === rows.length - 1}
                  onClick={() => move(index, 1)}
                  path="M6 9l6 6 6-6"
                />
                <IconButton
                  control="remove"
                  label={`Remove ${label}`}
                  disabled={busy}
                  onClick={() => setRows(rows.filter((other) => other !== row))}
                  path="M6 6l12 12M18 6L6 18"
                  danger
                />
              </li>
            );
          })}
        </ol>
      )}
      {rows.length < CATEGORIES_MAX && (
        <form className="inline-form categories__add" onSubmit={addRow} noValidate>
          <TextField
            label="New category"
            placeholder="e.g. Dairy"
            autoComplete="off"
            maxLength={CATEGORY_NAME_MAX_LENGTH}
            value={newName}
            error={newNameError}
            disabled={busy}
            onChange={(event) => {
              setNewName(event.target.value);
              setNewNameError(null);
            }}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Add
          </Button>
        </form>
      )}
      {removed.length > 0 && (
        <Notice tone="warning">
          Items in {removed.map((category) => category.name).join(', ')} will have no category.
        </Notice>
      )}
      {invalid && <Notice tone="error">{invalid}</Notice>}
      <MutationError mutation={save} failed={SAVE_FAILED_MESSAGE} />
      <div className="dialog__actions">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <MutationButton onClick={submit} mutation={save} busy="Saving...">
          Save Categories
        </MutationButton>
      </div>
    </Dialog>
  );
}

interface IconButtonProps {
  control: string;
  label: string;
  path: string;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
}

function IconButton({ control, label, path, disabled, danger, onClick }: IconButtonProps) {
  return (
    <button
      type="button"
      data-control={control}
      className={danger ? 'category-button category-button--danger' : 'category-button'}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
