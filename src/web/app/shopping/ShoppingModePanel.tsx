import { useEffect } from 'react';
import type { ShoppingList } from '../../../common/schemas/shopping';
import { errorMessage } from '../../api/client';
import { useShoppingItems } from '../../api/shopping';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { ShoppingMode } from '../../data-ui/ShoppingMode';
import { Notice } from '../../ui/Notice';

interface ShoppingModePanelProps {
  list: ShoppingList;
  onClose: () => void;
}

/** Shopping mode for one list, taking the whole page so the buttons are big and near the thumb. */
export function ShoppingModePanel({ list, onClose }: ShoppingModePanelProps) {
  const items = useShoppingItems(list.id);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <section className="panel shopping-mode-panel" aria-labelledby="shopping-mode-title">
      <h1 id="shopping-mode-title" className="shopping-mode-panel__title">
        Shopping mode <span className="muted">· {list.name}</span>
      </h1>
      {items.isPending ? (
        <InlineLoading message="Loading items..." />
      ) : items.isError ? (
        <Notice tone="error">
          {errorMessage(items.error, 'Could not load items for the selected shopping list.')}
        </Notice>
      ) : (
        <ShoppingMode listId={list.id} items={items.data} onClose={onClose} />
      )}
    </section>
  );
}
