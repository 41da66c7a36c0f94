import { type FormEvent, useRef, useState } from 'react';
import { useAddShoppingItem, useRemoveShoppingItem, useShoppingLists } from '../api/shopping';
import { useWallTouch } from '../board/wallTouch';
import { Dialog } from '../ui/Dialog';
import { Notice } from '../ui/Notice';
import { MutationError } from './MutationState';
import { WallFormActions, WallKeyboard } from './WallKeyboard';
import './wall-add-item.css';

interface WallAddItemDialogProps {
  listId: number;
  onClose: () => void;
}

/**
 * Adding to a shopping list from the wall (issue 28): a large input with keys of its own, since a
 * wall screen often has no keyboard that opens by itself (a kiosk browser); the device's own
 * keyboard is a tap away. The item is added at once and the undo bar can take it off again.
 */
export function WallAddItemDialog({ listId, onClose }: WallAddItemDialogProps) {
  const wall = useWallTouch();
  const lists = useShoppingLists();
  const add = useAddShoppingItem(listId);
  const remove = useRemoveShoppingItem(listId);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [ownKeyboard, setOwnKeyboard] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listName = lists.data?.find((list) => list.id === listId)?.name;

  function edit(next: string) {
    setText(next);
    setProblem(null);
    if (add.isError) add.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const item = text.trim();
    if (item === '') {
      add.reset();
      setProblem('Item is required.');
      return;
    }
    add.mutate(item, {
      onSuccess: (added) => {
        onClose();
        wall?.done({
          label: `Added ${added.item}${listName ? ` to ${listName}` : ''}`,
          undo: () => remove.mutateAsync(added.id),
          failure: `Could not take ${added.item} off the list`,
        });
      },
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={listName ? `Add to ${listName}` : 'Add to the shopping list'}
      className="wall-add"
      initialFocusRef={input}
    >
      <form className="wall-add__form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor="wall-add-item">
          Item
        </label>
        <input
          ref={input}
          id="wall-add-item"
          className="wall-add__input"
          value={text}
          placeholder="Milk, bread, batteries…"
          autoComplete="off"
          autoCapitalize="sentences"
          enterKeyHint="done"
          // The keys below are the keyboard unless the device's own is asked for.
          inputMode={ownKeyboard ? 'text' : 'none'}
          aria-invalid={problem || add.isError ? true : undefined}
          onChange={(event) => edit(event.target.value)}
        />
        {problem ? (
          <Notice tone="error">{problem}</Notice>
        ) : (
          <MutationError mutation={add} failed="Could not add the item. Please try again." />
        )}
        {!ownKeyboard && <WallKeyboard input={input} text={text} onText={edit} />}
        <WallFormActions
          ownKeyboard={ownKeyboard}
          onToggleKeyboard={() => {
            setOwnKeyboard((own) => !own);
            input.current?.focus();
          }}
          onClose={onClose}
          mutation={add}
        />
      </form>
    </Dialog>
  );
}
