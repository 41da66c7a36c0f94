import type { CalendarDay } from '../../../common/calendar-days';
import { describeRecurrence, isRepeating } from '../../../common/recurrence';
import type { TaskItem } from '../../../common/schemas/tasks';
import type { WithQueued } from '../../api/outboxContext';
import { formatMoney } from '../../data-ui/format';
import { PersonBadge } from '../../data-ui/PersonBadge';
import { type PeopleById, personOfTask } from '../../data-ui/people';
import { describeOccurrence, occurrenceState } from '../../data-ui/taskOccurrence';
import { Button } from '../../ui/Button';

interface TaskRowProps {
  /** `queued`: completed on this phone with no network; the outbox sends it when it is back. */
  item: WithQueued<TaskItem>;
  today: CalendarDay;
  /** The name of the bank the task pays into, when it does. */
  bankName: string | null;
  people: PeopleById;
  onComplete: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** A parent's one tap on a task that takes turns; undefined while one is being saved. */
  onTurn?: (action: 'skip' | 'swap') => void;
}

/** Who a task is for: their badge, "Up for grabs" with who may, or an old task's typed name. */
function TaskRowPeople({ item, people }: { item: TaskItem; people: PeopleById }) {
  const person = personOfTask(item, people);
  if (item.rotation?.mode === 'grabs' && !person) {
    const grabbers = item.rotation.peopleIds
      .map((id) => people.get(id))
      .filter((person) => person !== undefined);
    return (
      <span className="task-row__grabs">
        Up for grabs
        {grabbers.map((person) => (
          <PersonBadge key={person.id} person={person} showName={false} />
        ))}
      </span>
    );
  }
  if (person) return <PersonBadge person={person} filled className="task-row__person" />;
  return item.assignee ? <span className="task-row__assignee">{item.assignee}</span> : null;
}

/**
 * One task: a round Complete button, its name, who does it, its value, how it repeats, when it is
 * due and whether its current occurrence is done. A person may complete an occurrence before its
 * day; the button then says so.
 */
export function TaskRow({
  item,
  today,
  bankName,
  people,
  onComplete,
  onEdit,
  onDelete,
  onTurn,
}: TaskRowProps) {
  const state = occurrenceState(item, today);
  const turns = item.rotation && item.rotation.mode !== 'grabs' ? item.rotation : null;
  const up = turns?.upId == null ? undefined : people.get(turns.upId);
  const next = turns?.nextId == null ? undefined : people.get(turns.nextId);
  const waiting = item.pendingApproval;
  const color = (up ?? personOfTask(item, people))?.color;
  const queued = item.queued === true;
  const classes = [
    'task-row',
    (state.kind === 'done' || queued) && 'task-row--done',
    color && 'task-row--person',
  ];
  const early = state.kind === 'done' || state.kind === 'upcoming';
  const dueText = describeOccurrence(state, today);
  return (
    <li className={classes.filter(Boolean).join(' ')} style={color ? { borderLeftColor: color } : undefined}>
      {queued ? (
        // Done on this phone; nothing more to tap while it waits to be sent.
        <span className="task-row__complete" aria-hidden="true">
          <RowIcon path={TICK} strokeWidth={3} />
        </span>
      ) : waiting ? (
        // Already ticked and waiting for a parent's OK (the queue above approves it): nothing to complete.
        <span className="task-row__complete task-row__complete--waiting" aria-hidden="true">
          <RowIcon path={HOURGLASS} strokeWidth={2} />
        </span>
      ) : (
        <button
          type="button"
          className="task-row__complete"
          aria-label={early ? `Complete ${item.task} early` : `Complete ${item.task}`}
          title={early ? 'Complete early' : 'Complete'}
          onClick={onComplete}
        >
          <RowIcon path={TICK} strokeWidth={3} />
        </button>
      )}
      <div className="task-row__body">
        <span className="task-row__name">{item.task}</span>
        <div className="task-row__meta">
          {item.value > 0 && (
            <span className="money-badge" title={bankName ? `Pays into ${bankName}` : undefined}>
              {formatMoney(item.value)}
            </span>
          )}
          <TaskRowPeople item={item} people={people} />
          {waiting && <span className="task-row__waiting">Waiting for your OK</span>}
          {isRepeating(item.repeatConfig) && (
            <span className="task-row__repeat">{describeRecurrence(item.repeatConfig)}</span>
          )}
          {queued ? (
            <span className="task-row__done">Done · saved when back online</span>
          ) : (
            state.kind === 'done' && <span className="task-row__done">Done</span>
          )}
          {state.kind !== 'once' && (
            <time dateTime={state.due} className={`task-row__due task-row__due--${state.kind}`}>
              {dueText}
            </time>
          )}
          {bankName && item.value > 0 && <span className="task-row__bank">→ {bankName}</span>}
        </div>
        {up && (
          <div className="task-row__turns">
            <span className="task-row__turn-text">
              {up.name}'s turn{next && next.id !== up.id ? `, then ${next.name}` : ''}
            </span>
            <span className="task-row__turn-actions">
              <Button
                variant="secondary"
                size="small"
                disabled={!onTurn}
                onClick={() => onTurn?.('skip')}
                aria-label={`Skip turn for ${up.name}: ${item.task}`}
              >
                Skip turn
              </Button>
              {next && next.id !== up.id && (
                <Button
                  variant="secondary"
                  size="small"
                  disabled={!onTurn}
                  onClick={() => onTurn?.('swap')}
                  aria-label={`Swap with ${next.name}, ${up.name}'s turn: ${item.task}`}
                >
                  Swap with {next.name}
                </Button>
              )}
            </span>
          </div>
        )}
      </div>
      <div className="task-row__actions">
        <Button
          variant="ghost"
          size="small"
          className="icon-button"
          onClick={onEdit}
          aria-label={`Edit ${item.task}`}
          title="Edit"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </Button>
        <Button
          variant="ghost"
          size="small"
          className="icon-button danger-text"
          onClick={onDelete}
          aria-label={`Delete ${item.task}`}
          title="Delete"
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13M10 11v6M14 11v6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Button>
      </div>
    </li>
  );
}

const TICK = 'M5 12.5l4.5 4.5L19 7.5';
const HOURGLASS = 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9';

/** The row's round mark: a tick to complete (or completed here), an hourglass while it waits. */
function RowIcon({ path, strokeWidth }: { path: string; strokeWidth: number }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" />
    </svg>
  );
}
