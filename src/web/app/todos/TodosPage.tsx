import { useSearchParams } from 'react-router';
import { LIST_NAME_REQUIRED_MESSAGE } from '../../../common/schemas/tasks';
import { useCreateTaskList, useTaskLists } from '../../api/tasks';
import { parseRowId } from '../../data-ui/format';
import { ListsPanel } from '../../data-ui/ListsPanel';
import { SaveStatus } from '../../data-ui/SaveStatus';
import { ApprovalsPanel } from './ApprovalsPanel';
import { PiggyBanksPanel } from './PiggyBanksPanel';
import { TasksPanel } from './TasksPanel';
import '../../data-ui/data-ui.css';
import './todos.css';

/** /app/todos: the family's task lists, the tasks of the chosen list, and the piggy banks they pay into. */
export function TodosPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const lists = useTaskLists();
  const createList = useCreateTaskList();
  const requestedId = parseRowId(searchParams.get('list'));
  // The list in the address when it still exists, else the first one.
  const selected = lists.data?.find((list) => list.id === requestedId) ?? lists.data?.[0] ?? null;

  function selectList(listId: number | null) {
    setSearchParams(listId === null ? {} : { list: String(listId) }, { replace: true });
  }

  return (
    <div className="app-page household-page todos-page">
      <header className="household-page__header">
        <div className="page-title-row">
          <h1>Tasks</h1>
          <SaveStatus />
        </div>
        <p className="muted">Chores and to-dos for everyone, with values that fill the piggy banks.</p>
      </header>
      <ApprovalsPanel />
      <div className="todos-page__layout">
        <ListsPanel
          className="todos-page__lists"
          lists={lists}
          selectedId={selected?.id ?? null}
          onSelect={selectList}
          create={createList}
          placeholder="e.g. Chores"
          messages={{
            loadFailed: 'Could not load task lists.',
            empty: 'No task lists yet. Create one to start adding tasks.',
            nameRequired: LIST_NAME_REQUIRED_MESSAGE,
            createFailed: 'Could not create list.',
          }}
        />
        <div className="todos-page__tasks">
          {selected && <TasksPanel key={selected.id} list={selected} onDeleted={() => selectList(null)} />}
        </div>
        <PiggyBanksPanel />
      </div>
    </div>
  );
}
