import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { dollarsProblem } from '../../../common/money';
import { isTopTier } from '../../../common/plans';
import type { Resource } from '../../../common/resources';
import {
  BALANCE_NEGATIVE_MESSAGE,
  SINGLE_BANK_BALANCE_INVALID_MESSAGE,
} from '../../../common/schemas/piggy-banks';
import type { TaskList } from '../../../common/schemas/tasks';
import {
  choicesFromComponents,
  choosesResource,
  SIMPLE_WIDGETS,
  type SimpleChoices,
} from '../../../common/simple-screen';
import { errorMessage, hasCode } from '../../api/client';
import { type Screen, useSaveSimpleScreen } from '../../api/screens';
import { useSession } from '../../session/SessionContext';
import { Button } from '../../ui/Button';
import { Notice, type NoticeTone } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { type Availability, usePiggyBankBalance, useTaskListOptions } from './householdOptions';

/** The form's choices: every widget that declares a simple choice, ticked or not, and the task list shown. */
interface FormChoices {
  ticked: SimpleChoices;
  /** The task list shown when a widget showing a task list is chosen. */
  listId: number | null;
}

const NO_CHOICES: FormChoices = {
  ticked: Object.fromEntries(SIMPLE_WIDGETS.map((widget) => [widget.simpleChoice.key, false])),
  listId: null,
};

function formChoicesOf(screen: Screen): FormChoices {
  const { choices, rows } = choicesFromComponents(screen.components);
  return { ticked: choices, listId: rows['task-lists'] ?? null };
}

const NAME_REQUIRED = 'Name is required';
const LIST_REQUIRED = 'Please select a list';
const AVAILABLE_SOON = 'Available soon';

interface FieldErrors {
  name?: string;
  list?: string;
  balance?: string;
}

interface Outcome {
  tone: NoticeTone;
  message: string;
  /** Offer an upgrade (a screen limit below the top tier). */
  upgrade?: boolean;
}

interface SimpleScreenFormProps {
  /** The screen being edited; null adds a new one. */
  editing: Screen | null;
  /** Back to add mode (after saving or on Cancel). */
  onDone: () => void;
  /** Another device changed the screen: edit the latest version instead. */
  onReload: (screen: Screen) => void;
}

function balanceText(balance: Availability<number>): string {
  return balance.status === 'ready' ? balance.data.toFixed(2) : '';
}

function Choice({
  label,
  checked,
  disabled,
  note,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  note?: string;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <li className="simple-form__choice">
      <label className="simple-form__check">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
        {note && <span className="simple-form__note">{note}</span>}
      </label>
      {checked && children}
    </li>
  );
}

function ListSelect({
  lists,
  value,
  error,
  onChange,
}: {
  lists: TaskList[];
  value: number | null;
  error?: string;
  onChange: (listId: number | null, name: string | undefined) => void;
}) {
  const id = useId();
  if (lists.length === 0) {
    return (
      <p className="simple-form__detail">
        No task lists yet. <Link to="/app/todos">Create one on the Tasks page</Link>.
        {error && <span className="field__error simple-form__detail-error">{error}</span>}
      </p>
    );
  }
  return (
    <div className="field simple-form__detail">
      <label className="field__label" htmlFor={id}>
        List
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const chosen = lists.find((list) => String(list.id) === event.target.value);
          onChange(chosen?.id ?? null, chosen?.name);
        }}
      >
        <option value="">Choose a list</option>
        {lists.map((list) => (
          <option key={list.id} value={String(list.id)}>
            {list.name}
          </option>
        ))}
      </select>
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The simple form of spec 02 §2: a name and which family data a screen shows. It adds a screen, or
 * (in edit mode) changes one; the widgets it creates can be arranged and styled in the editor.
 */
export function SimpleScreenForm({ editing, onDone, onReload }: SimpleScreenFormProps) {
  const session = useSession();
  const saveSimple = useSaveSimpleScreen();
  const taskLists = useTaskListOptions();
  const piggyBank = usePiggyBankBalance();

  const [name, setName] = useState('');
  const [choices, setChoices] = useState<FormChoices>(NO_CHOICES);
  /** Null until the user types: the field then shows the loaded balance. */
  const [balanceDraft, setBalanceDraft] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = saveSimple.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  // Set when this form itself switches modes (after saving, or to a newer version): its notice stays.
  const keepOutcome = useRef(false);
  const headingId = useId();

  const loadedBalance = balanceText(piggyBank);
  const balance = balanceDraft ?? loadedBalance;

  // Entering edit mode (or saving brings a newer version) fills the form from that screen.
  useEffect(() => {
    setName(editing?.name ?? '');
    setChoices(editing ? formChoicesOf(editing) : NO_CHOICES);
    setBalanceDraft(null);
    setErrors({});
    if (!keepOutcome.current) setOutcome(null);
    keepOutcome.current = false;
    if (editing) {
      const nameInput = formRef.current?.elements.namedItem('name');
      if (nameInput instanceof HTMLInputElement) nameInput.focus();
    }
  }, [editing]);

  const listChosen = choosesResource(choices.ticked, 'task-lists');
  const bankChosen = choosesResource(choices.ticked, 'piggy-banks');

  function choose(key: string, checked: boolean) {
    const ticked = { ...choices.ticked, [key]: checked };
    const lists = choosesResource(ticked, 'task-lists');
    const bank = choosesResource(ticked, 'piggy-banks');
    // Deselecting lists or the piggy bank clears their fields (spec 02 §5).
    if (!bank) setBalanceDraft(null);
    setChoices({ ticked, listId: lists ? choices.listId : null });
    setErrors((current) => ({
      ...current,
      list: lists ? current.list : undefined,
      balance: bank ? current.balance : undefined,
    }));
  }

  const balanceEditable = bankChosen && piggyBank.status === 'ready';

  function validate(): FieldErrors {
    const found: FieldErrors = {};
    if (name.trim() === '') found.name = NAME_REQUIRED;
    if (listChosen && !choices.listId && taskLists.status !== 'unavailable') found.list = LIST_REQUIRED;
    const balanceProblem =
      balanceEditable &&
      dollarsProblem(balance, SINGLE_BANK_BALANCE_INVALID_MESSAGE, {
        negativeMessage: BALANCE_NEGATIVE_MESSAGE,
      });
    if (balanceProblem) found.balance = balanceProblem;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;

    try {
      const { screen } = await saveSimple.mutateAsync({
        screenId: editing?.id ?? null,
        version: editing?.version,
        name: name.trim(),
        choices: choices.ticked,
        listId: choices.listId,
        piggyBankBalance: balanceEditable ? balance : null,
      });
      setOutcome({
        tone: 'success',
        message: editing ? `${screen.name} was saved.` : `${screen.name} was added.`,
      });
      setBalanceDraft(null);
      if (!editing) {
        setName('');
        setChoices(NO_CHOICES);
      }
      if (editing) keepOutcome.current = true;
      onDone();
    } catch (err) {
      if (hasCode(err, 'screen_limit')) {
        const tier = session.subscriptionTier;
        setOutcome({ tone: 'error', message: err.error ?? '', upgrade: !tier || !isTopTier(tier) });
      } else if (hasCode(err, 'screen_changed')) {
        setOutcome({ tone: 'warning', message: err.error ?? '' });
        keepOutcome.current = true;
        onReload(err.body.screen as Screen);
      } else {
        setOutcome({ tone: 'error', message: `Failed to save screen: ${errorMessage(err, 'Save failed')}` });
      }
    }
  }

  // What a choice asks beside its tick, by the family data its widget shows (as the server reads it).
  const details: Partial<Record<Resource, { availability: Availability<unknown>; field: ReactNode }>> = {
    'task-lists': {
      availability: taskLists,
      field:
        taskLists.status === 'ready' ? (
          <ListSelect
            lists={taskLists.data}
            value={choices.listId}
            error={errors.list}
            onChange={(listId) => {
              setChoices((current) => ({ ...current, listId }));
              setErrors((current) => ({ ...current, list: undefined }));
            }}
          />
        ) : (
          <p className="simple-form__detail">
            {taskLists.status === 'failed' ? 'Could not load task lists.' : 'Loading lists...'}
            {errors.list && <span className="field__error simple-form__detail-error">{errors.list}</span>}
          </p>
        ),
    },
    'piggy-banks': {
      availability: piggyBank,
      field: (
        <TextField
          className="simple-form__detail"
          label="Balance ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          name="balance"
          value={piggyBank.status === 'failed' ? '' : balance}
          placeholder={
            piggyBank.status === 'failed' ? 'Error' : piggyBank.status === 'loading' ? 'Loading...' : ''
          }
          disabled={!balanceEditable}
          error={piggyBank.status === 'failed' ? 'Failed to load current piggy bank balance' : errors.balance}
          onChange={(event) => setBalanceDraft(event.target.value)}
        />
      ),
    },
  };

  return (
    <section className="card simple-form" aria-labelledby={headingId}>
      <h2 id={headingId}>{editing ? `Edit ${editing.name}` : 'Add a Screen'}</h2>
      {outcome && (
        <Notice tone={outcome.tone}>
          {outcome.message}
          {outcome.upgrade && (
            <>
              {' '}
              <Link to="/pricing">Upgrade Now</Link>
            </>
          )}
        </Notice>
      )}
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />

        <fieldset className="simple-form__choices">
          <legend className="field__label">What to show</legend>
          <ul>
            {SIMPLE_WIDGETS.map(({ simpleChoice: { key, label }, source }) => {
              const detail = source && details[source.resource];
              const unavailable = detail?.availability.status === 'unavailable';
              return (
                <Choice
                  key={key}
                  label={label}
                  checked={choices.ticked[key] === true}
                  disabled={unavailable}
                  note={unavailable ? AVAILABLE_SOON : undefined}
                  onChange={(checked) => choose(key, checked)}
                >
                  {detail?.field}
                </Choice>
              );
            })}
          </ul>
        </fieldset>

        <div className="simple-form__actions">
          {editing && (
            <Button variant="ghost" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving...' : editing ? 'Save Changes' : 'Add Screen'}
          </Button>
        </div>
      </form>
    </section>
  );
}
