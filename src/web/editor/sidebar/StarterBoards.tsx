import { useState } from 'react';
import { todayIn } from '../../../common/calendar-days';
import {
  type FamilyRows,
  STARTER_SCREENS,
  type StarterScreen,
  starterScreenData,
} from '../../../common/starter-screens';
import { usePiggyBanks } from '../../api/piggy-banks';
import { useCreateScreen } from '../../api/screens';
import { useShoppingLists } from '../../api/shopping';
import { useTaskLists } from '../../api/tasks';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { DEMO_MESSAGES } from '../../session/DemoMode';
import { useScreenMaking } from '../screens/useScreenMaking';

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
  const rows = useFamilyRows();
  const create = useCreateScreen();
  const making = useScreenMaking(create, DEMO_MESSAGES.loadTemplate);
  // Which starter was asked for, so its own button says it is loading.
  const [chosen, setChosen] = useState<string | null>(null);

  async function load(starter: StarterScreen) {
    if (!rows) return;
    setChosen(starter.id);
    if (await making.make(starterScreenData(starter, { rows, today: todayIn() }))) onDone();
  }

  return (
    <section className="ed-template-group" aria-labelledby="starter-boards-title">
      <h3 id="starter-boards-title" className="ed-template-group__title">
        Starter boards
      </h3>
      <MutationError mutation={making.drawn} failed="Could not load the starter board. Please try again." />
      <ul className="ed-list ed-template-list">
        {STARTER_SCREENS.map((starter) => (
          <li key={starter.id} className="ed-row">
            <span className="ed-row__main ed-row__main--static">
              <span className="ed-row__name">{starter.name}</span>
              <span className="ed-row__meta">{starter.description}</span>
            </span>
            <div className="ed-row__actions">
              <MutationButton
                size="small"
                onClick={() => load(starter)}
                mutation={{ isPending: create.isPending && chosen === starter.id }}
                busy="Loading..."
                disabled={rows === null || create.isPending}
              >
                Load
              </MutationButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
