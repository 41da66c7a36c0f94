import { useEffect } from 'react';
import type { ShoppingList } from '../../../common/schemas/shopping';
import { useShownShoppingItems } from '../../api/queuedShopping';
import { QueryState } from '../../data-ui/QueryState';
import { SaveStatus } from '../../data-ui/SaveStatus';
import { ShoppingMode } from '../../data-ui/ShoppingMode';

interface ShoppingModePanelProps {
  list: ShoppingList;
  onClose: () => void;
}

/** Shopping mode for one list, taking the whole page so the buttons are big and near the thumb. */
export function ShoppingModePanel({ list, onClose }: ShoppingModePanelProps) {
  const items = useShownShoppingItems(list.id);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <section className="panel shopping-mode-panel" aria-labelledby="shopping-mode-title">
      <div className="page-title-row shopping-mode-panel__title-row">
        <h1 id="shopping-mode-title" className="shopping-mode-panel__title">
          Shopping mode <span className="muted">· {list.name}</span>
        </h1>
        <SaveStatus />
      </div>
      <QueryState
        query={items}
        loading="Loading items..."
        failed="Could not load items for the selected shopping list."
      >
        {(itemList) => <ShoppingMode listId={list.id} items={itemList} onClose={onClose} />}
      </QueryState>
    </section>
  );
}
