import { useState } from 'react';
import { todayIn } from '../../../common/calendar-days';
import {
  type FamilyRows,
  STARTER_SCREENS,
  type StarterScreen,
  starterScreenData,
} from '../../../common/starter-screens';
import { errorMessage } from '../../api/client';
import { usePiggyBanks } from '../../api/piggy-banks';
import { useShoppingLists } from '../../api/shopping';
import { useTaskLists } from '../../api/tasks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { useScreensContext } from '../screens/ScreensContext';

/**
 * The family's lists and banks a starter's cards show, or null until they are read. A kind that
 * cannot be read leaves its cards for the family to choose in the editor.
 */
function useFamilyRows(): FamilyRows | null {
  const taskLists = useTaskLists();
  const shoppingLists = useShoppingLists();
  const piggyBanks = usePiggyBanks();
  if (taskLists.isPending || shoppingLists.isPending || piggyBanks.isPending) return null;
  return {
    'task-lists': taskLists.data ?? [],
    'shopping-lists': shoppingLists.data ?? [],
    'piggy-banks': piggyBanks.data ?? [],
  };
}

/** The starter boards every family may load: always there, never deleted. */
export function StarterBoards({ onDone }: { onDone: () => void }) {
  const { loadStarter } = useScreensContext();
  const rows = useFamilyRows();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(starter: StarterScreen) {
    if (!rows) return;
    setLoadingId(starter.id);
    setError(null);
    try {
      await loadStarter(starterScreenData(starter, { rows, today: todayIn() }));
      onDone();
    } catch (err) {
      setError(errorMessage(err, 'Could not load the starter board. Please try again.'));
      setLoadingId(null);
    }
  }

  return (
    <section className="ed-template-group" aria-labelledby="starter-boards-title">
      <h3 id="starter-boards-title" className="ed-template-group__title">
        Starter boards
      </h3>
      {error && <Notice tone="error">{error}</Notice>}
      <ul className="ed-list ed-template-list">
        {STARTER_SCREENS.map((starter) => (
          <li key={starter.id} className="ed-row">
            <span className="ed-row__main ed-row__main--static">
              <span className="ed-row__name">{starter.name}</span>
              <span className="ed-row__meta">{starter.description}</span>
            </span>
            <div className="ed-row__actions">
              <Button
                size="small"
                onClick={() => load(starter)}
                disabled={rows === null || loadingId !== null}
              >
                {loadingId === starter.id ? 'Loading...' : 'Load'}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
