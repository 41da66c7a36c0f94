import { useState } from 'react';
import { useShoppingItems, useShoppingLists } from '../api/shopping';
import { Dialog } from '../ui/Dialog';
import { Notice } from '../ui/Notice';
import { SelectField } from './fields';
import { InlineLoading } from './InlineLoading';
import { ShoppingMode } from './ShoppingMode';
import './data-ui.css';

interface ShoppingModeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Shopping mode started from a board: pick one of the family's shopping lists, then shop it. */
export function ShoppingModeDialog({ open, onOpenChange }: ShoppingModeDialogProps) {
  const lists = useShoppingLists();
  const [chosenListId, setChosenListId] = useState<number | null>(null);
  const listId = chosenListId ?? lists.data?.[0]?.id ?? null;
  const items = useShoppingItems(listId);

  function body() {
    if (lists.isPending) return <InlineLoading message="Loading shopping lists..." />;
    if (lists.isError) return <Notice tone="error">Could not load shopping lists.</Notice>;
    if (listId === null) return <p className="muted">No shopping lists yet. Add one on the Shopping page.</p>;
    return (
      <>
        {lists.data.length > 1 && (
          <SelectField
            label="Shopping list"
            value={listId}
            onChange={(event) => setChosenListId(Number(event.target.value))}
          >
            {lists.data.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name}
              </option>
            ))}
          </SelectField>
        )}
        {items.isPending ? (
          <InlineLoading message="Loading items..." />
        ) : items.isError ? (
          <Notice tone="error">Could not load items for the selected shopping list.</Notice>
        ) : (
          <ShoppingMode key={listId} listId={listId} items={items.data} onClose={() => onOpenChange(false)} />
        )}
      </>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Shopping mode" className="dialog--shopping">
      {body()}
    </Dialog>
  );
}
