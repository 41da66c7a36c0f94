import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SHOPPING_LIST_NAME_REQUIRED_MESSAGE } from '../../../common/schemas/shopping';
import { useCreateShoppingList, useShoppingLists } from '../../api/shopping';
import { parseRowId } from '../../data-ui/format';
import { ListsPanel } from '../../data-ui/ListsPanel';
import { SaveStatus } from '../../data-ui/SaveStatus';
import { ShoppingItemsPanel } from './ShoppingItemsPanel';
import { ShoppingModePanel } from './ShoppingModePanel';
import '../../data-ui/data-ui.css';
import './shopping.css';

/** /app/shopping: the family's shopping lists, their items, and shopping mode. */
export function ShoppingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const lists = useShoppingLists();
  const createList = useCreateShoppingList();
  const [shopping, setShopping] = useState(false);
  const requestedId = parseRowId(searchParams.get('list'));
  const selected = lists.data?.find((list) => list.id === requestedId) ?? lists.data?.[0] ?? null;

  function selectList(listId: number | null) {
    setSearchParams(listId === null ? {} : { list: String(listId) }, { replace: true });
  }

  if (shopping && selected) {
    return (
      <div className="app-page household-page shopping-page">
        <ShoppingModePanel list={selected} onClose={() => setShopping(false)} />
      </div>
    );
  }

  return (
    <div className="app-page household-page shopping-page">
      <header className="household-page__header">
        <div className="page-title-row">
          <h1>Shopping List</h1>
          <SaveStatus />
        </div>
        <p className="muted">Everyone adds what runs out; shopping mode walks you through the store.</p>
      </header>
      <div className="shopping-page__layout">
        <ListsPanel
          className="shopping-page__lists"
          lists={lists}
          selectedId={selected?.id ?? null}
          onSelect={selectList}
          create={createList}
          placeholder="e.g. Groceries"
          messages={{
            loadFailed: 'Could not load shopping lists.',
            empty: 'No shopping lists yet. Create one to start adding items.',
            nameRequired: SHOPPING_LIST_NAME_REQUIRED_MESSAGE,
            createFailed: 'Could not add new shopping list.',
          }}
        />
        {selected && (
          <ShoppingItemsPanel
            key={selected.id}
            list={selected}
            onDeleted={() => selectList(null)}
            onStartShopping={() => setShopping(true)}
          />
        )}
      </div>
    </div>
  );
}
