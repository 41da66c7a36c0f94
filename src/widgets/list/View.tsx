import { type CSSProperties, lazy, Suspense, useRef, useState } from 'react';
import { DEFAULT_LIST_CARD_PADDING } from '../../common/board';
import { parseRowId } from '../../common/ids';
import { describeRecurrence } from '../../common/recurrence-words';
import type { ComponentOfType } from '../../common/schemas/component';
import type { TaskItem } from '../../common/schemas/tasks';
import { errorMessage } from '../../web/api/client';
import { usePeople } from '../../web/api/people';
import { useCompleteTask, useTaskItems } from '../../web/api/tasks';
import { withOpacity } from '../../web/board/cssValues';
import { useWallTouch } from '../../web/board/wallTouch';
import {
  ASSIGNEE_BOARD_LENGTH,
  scrollHeight,
  TASK_NAME_BOARD_LENGTH,
  TASKS_SCROLL_HEIGHT_PX,
} from '../../web/data-ui/boardWidgets';
import { MoreRows, useRowsPastEnd } from '../../web/data-ui/MoreRows';
import { PersonBadge } from '../../web/data-ui/PersonBadge';
import { isTaskFor, type PeopleById, peopleById, personOfTask } from '../../web/data-ui/people';
import {
  describeOccurrence,
  isDueNow,
  type OccurrenceState,
  occurrenceState,
} from '../../web/data-ui/taskOccurrence';
import { truncate } from '../../web/data-ui/truncate';
import { useToday } from '../../web/data-ui/useToday';
import { useMoney, useT } from '../../web/i18n/useT';
import { useDemoActions } from '../../web/session/DemoMode';
import type { WidgetViewProps } from '../views';
import { shownListId } from './list-source';
import '../../web/data-ui/board-widgets.css';

type ListComponent = ComponentOfType<'list'>;
type Style = ListComponent['style'];

// Dialogs (and their Radix code) load on the first tap, so a board that is only looked at never fetches them.
const CompleteTaskDialog = lazy(async () => ({
  default: (await import('../../web/data-ui/CompleteTaskDialog')).CompleteTaskDialog,
}));
const ShoppingModeDialog = lazy(async () => ({
  default: (await import('../../web/data-ui/ShoppingModeDialog')).ShoppingModeDialog,
}));

function cardStyle(style: Style): CSSProperties {
  return {
    background:
      style.cardBgColor === undefined ? undefined : withOpacity(style.cardBgColor, style.cardBgOpacity ?? 1),
    color: style.cardFontColor,
    fontSize: style.cardTaskFontSize,
    borderRadius: style.cardBorderRadius,
    padding: style.cardPadding === undefined ? DEFAULT_LIST_CARD_PADDING : `${style.cardPadding}px`,
  };
}

function valueStyle(style: Style): CSSProperties {
  return { fontSize: style.cardValueFontSize, color: style.cardValueColor };
}

/**
 * Who a task is for, in their colour: the person whose turn it is (and who is next), whoever does
 * it, "Up for grabs", or an old task's free-text name.
 */
function TaskPeople({ item, people }: { item: TaskItem; people: PeopleById }) {
  const person = personOfTask(item, people);
  const next = item.rotation?.nextId == null ? undefined : people.get(item.rotation.nextId);
  const t = useT();
  if (item.rotation?.mode === 'grabs' && !person) {
    return (
      <span className="task-widget__assignee task-widget__grabs">
        {t('tasks.grabs')}
        {item.rotation.peopleIds.map((id) => {
          const grabber = people.get(id);
          return grabber && <PersonBadge key={id} person={grabber} showName={false} />;
        })}
      </span>
    );
  }
  if (!person) {
    return item.assignee ? (
      <span className="task-widget__assignee">{truncate(item.assignee, ASSIGNEE_BOARD_LENGTH)}</span>
    ) : null;
  }
  return (
    <>
      <PersonBadge
        person={{ ...person, name: truncate(person.name, ASSIGNEE_BOARD_LENGTH) }}
        filled
        className="task-widget__person"
      />
      {next && next.id !== person.id && (
        <span className="task-widget__next">
          {t('tasks.then', { name: truncate(next.name, ASSIGNEE_BOARD_LENGTH) })}
        </span>
      )}
    </>
  );
}

/**
 * A task list on the board, as rows or cards, each repeating task with its due day and whether
 * this occurrence is done. With task features on, tapping a task completes it once it is due: a
 * paired screen may not complete an occurrence before its day. On a paired screen's touch board the
 * tap completes it at once (paying its value, as the dialog would by default), undoable for five
 * seconds, instead of asking first.
 */
export function ListView({ component, interactive }: WidgetViewProps<ListComponent>) {
  const { listConfig } = component;
  const { features, showValueOnCard, viewType } = listConfig;
  const listId = parseRowId(shownListId(component));
  const items = useTaskItems(listId);
  const complete = useCompleteTask(listId ?? 0);
  const wall = useWallTouch();
  const people = usePeople();
  const today = useToday();
  const [completing, setCompleting] = useState<TaskItem | null>(null);
  const [shopping, setShopping] = useState(false);
  const scroller = useRef<HTMLUListElement>(null);
  const hidden = useRowsPastEnd(scroller, ':scope > li');
  // In the demo a tapped task offers the free trial instead (spec 02 §4), in the editor too.
  const demo = useDemoActions();
  const t = useT();
  const formatMoney = useMoney();

  if (listId === null) return <p className="board-card__message">{t('tasks.none')}</p>;
  if (items.isPending) return null;
  if (items.isError)
    return <p className="board-card__message">{errorMessage(items.error, t('tasks.failed'))}</p>;

  const tappable = (interactive || demo !== null) && features.enableTaskFeatures;
  const onWall = wall !== null && demo === null && tappable;

  function tap(item: TaskItem) {
    if (demo) return demo.offerTrial();
    if (!wall) return setCompleting(item);
    wall.later({
      key: `task:${item.id}:${item.dueDate ?? ''}`,
      label: t('tasks.completed', { task: item.task }),
      failure: t('tasks.completeFailed', { task: item.task }),
      commit: () =>
        complete.mutateAsync({
          itemId: item.id,
          dueDate: item.dueDate,
          addToPiggyBank: item.value > 0 && item.targetPiggyBankId !== null,
        }),
    });
  }
  const isCards = viewType === 'card';
  const byId = peopleById(people.data);
  // A person's board: only what is theirs now.
  const onlyFor = listConfig.personId ?? null;
  const shown = onlyFor === null ? items.data : items.data.filter((item) => isTaskFor(item, onlyFor, byId));
  const card = isCards ? cardStyle(component.style) : undefined;
  const value = isCards ? valueStyle(component.style) : undefined;

  function entry(item: TaskItem, state: OccurrenceState) {
    const dueText = describeOccurrence(state, today);
    return (
      <>
        <span className="task-widget__main">
          <span className="task-widget__name">{truncate(item.task, TASK_NAME_BOARD_LENGTH)}</span>
          <TaskPeople item={item} people={byId} />
          {item.pendingApproval && <span className="task-widget__waiting">{t('tasks.waiting')}</span>}
          {state.kind === 'done' && (
            <span className="task-widget__done">
              <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" />
              </svg>
              {t('tasks.done')}
            </span>
          )}
          {state.kind !== 'once' && (
            <time dateTime={state.due} className={`task-widget__due task-widget__due--${state.kind}`}>
              {dueText}
            </time>
          )}
          {features.enableRecurrence && item.repeatConfig && item.repeatConfig.freq !== 'NONE' && (
            <span className="task-widget__repeat">{describeRecurrence(item.repeatConfig)}</span>
          )}
        </span>
        {showValueOnCard && item.value > 0 && (
          <span className="task-widget__value" style={value}>
            {formatMoney(item.value)}
          </span>
        )}
      </>
    );
  }

  return (
    <div className={onWall ? 'task-widget task-widget--wall' : 'task-widget'}>
      {interactive && features.enableShoppingMode && (
        <button type="button" className="board-widget-button" onClick={() => setShopping(true)}>
          {t('tasks.shop')}
        </button>
      )}
      {shown.length === 0 ? (
        <p className="board-card__message">
          {onlyFor !== null && items.data.length > 0
            ? t('tasks.nothingFor', { name: byId.get(onlyFor)?.name ?? t('tasks.thisPerson') })
            : t('tasks.empty')}
        </p>
      ) : (
        <ul
          ref={scroller}
          className={[
            'task-widget__list',
            isCards && 'task-widget__list--cards',
            hidden > 0 && 'board-scroll--more',
          ]
            .filter(Boolean)
            .join(' ')}
          style={{ maxHeight: scrollHeight(TASKS_SCROLL_HEIGHT_PX) }}
        >
          {shown.map((item) => {
            const state = occurrenceState(item, today);
            const waiting = wall?.waiting.has(`task:${item.id}:${item.dueDate ?? ''}`) ?? false;
            const color = personOfTask(item, byId)?.color;
            const classes = [
              'task-widget__item',
              color && 'task-widget__item--person',
              waiting && 'task-widget__item--waiting',
            ];
            return (
              <li
                key={item.id}
                className={classes.filter(Boolean).join(' ')}
                style={color ? ({ ...card, '--person-color': color } as CSSProperties) : card}
              >
                {tappable && (demo || (isDueNow(state) && !item.pendingApproval)) ? (
                  <button
                    type="button"
                    className="task-widget__tap"
                    data-demo-tap={demo ? '' : undefined}
                    aria-pressed={onWall ? waiting : undefined}
                    onClick={() => tap(item)}
                  >
                    {/* Named by what it shows (WCAG 2.5.3), after what a press does. */}
                    <span className="visually-hidden">{t('tasks.complete')}</span>
                    {entry(item, state)}
                  </button>
                ) : (
                  entry(item, state)
                )}
              </li>
            );
          })}
        </ul>
      )}
      <MoreRows count={hidden} />
      <Suspense fallback={null}>
        {completing && (
          <CompleteTaskDialog listId={listId} item={completing} onClose={() => setCompleting(null)} />
        )}
        {shopping && <ShoppingModeDialog open onOpenChange={setShopping} />}
      </Suspense>
    </div>
  );
}
