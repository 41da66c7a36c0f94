import { type FormEvent, useId, useRef, useState } from 'react';
import { formatDollars, tryDollarsToCents } from '../../common/money';
import { type TaskItem, VALUE_NOT_A_NUMBER_MESSAGE } from '../../common/schemas/tasks';
import { errorMessage } from '../api/client';
import { usePeople } from '../api/people';
import { usePiggyBanks } from '../api/piggy-banks';
import { useAddTaskItem, useSaveTaskItem } from '../api/tasks';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { SelectField } from './fields';
import { MutationError } from './MutationState';
import { RecurrenceEditor } from './RecurrenceEditor';
import { TaskWhoField } from './TaskWhoField';
import {
  EMPTY_TASK_FORM,
  type TaskFormErrors,
  type TaskFormState,
  taskFormFromItem,
  taskPayload,
  usesAdvancedOptions,
  validateTaskForm,
} from './taskForm';
import './data-ui.css';

interface TaskFormProps {
  listId: number;
  /** The task being edited, or null to add a new one. Remount (key) the form when it changes. */
  editing: TaskItem | null;
  /** After a save, and after Cancel: the form is back to an empty new task. */
  onDone: () => void;
}

/**
 * Adds a task to a list or edits one: name, then the advanced options (who does it, value, piggy
 * bank, repeat).
 */
export function TaskForm({ listId, editing, onDone }: TaskFormProps) {
  const id = useId();
  const initial = editing ? taskFormFromItem(editing) : EMPTY_TASK_FORM;
  const [form, setForm] = useState<TaskFormState>(initial);
  const [advancedOpen, setAdvancedOpen] = useState(() => usesAdvancedOptions(initial));
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const banks = usePiggyBanks();
  const people = usePeople();
  const addItem = useAddTaskItem(listId);
  const saveItem = useSaveTaskItem(listId);
  const save = editing ? saveItem : addItem;
  const busy = save.isPending;

  const update = (patch: Partial<TaskFormState>) => setForm((current) => ({ ...current, ...patch }));

  function reset() {
    setForm(EMPTY_TASK_FORM);
    setAdvancedOpen(false);
    setErrors({});
    save.reset();
  }

  const focusTaskName = () =>
    (formRef.current?.elements.namedItem('task') as HTMLInputElement | null)?.focus();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateTaskForm(form);
    // A number input hands over '' for text that is not a number; only its validity tells them apart.
    const valueInput = formRef.current?.elements.namedItem('value') as HTMLInputElement | null;
    if (valueInput?.validity.badInput) found.value = VALUE_NOT_A_NUMBER_MESSAGE;
    setErrors(found);
    // The last failure is no longer the news once the form itself finds something to fix.
    if (found.task || found.value || found.who) save.reset();
    if (found.task) {
      focusTaskName();
      return;
    }
    if (found.value || found.who) {
      setAdvancedOpen(true);
      return;
    }
    const item = taskPayload(form);
    const done = {
      onSuccess: () => {
        reset();
        onDone();
        if (!editing) focusTaskName();
      },
    };
    if (editing) saveItem.mutate({ itemId: editing.id, item }, done);
    else addItem.mutate(item, done);
  }

  const valueCents = tryDollarsToCents(form.value) ?? 0;
  const bankOptions = banks.data ?? [];

  const hasInput = editing !== null || form.task.trim() !== '' || usesAdvancedOptions(form);
  // The buttons follow the advanced options when those are open, else they share the toggle's row.
  const actions = (
    <div className="form-actions">
      {hasInput && (
        <Button
          variant="ghost"
          onClick={() => {
            reset();
            onDone();
          }}
          disabled={busy}
        >
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Saving...' : editing ? 'Save Task' : 'Add Task'}
      </Button>
    </div>
  );

  return (
    <form
      ref={formRef}
      className="task-form"
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit task' : 'Add a task'}
    >
      {editing && <h3 className="task-form__title">Edit task</h3>}
      <MutationError mutation={save} failed={editing ? 'Could not save task' : 'Could not add task'} />
      <TextField
        label={editing ? 'Task' : 'New task'}
        name="task"
        placeholder="e.g. Feed the cat"
        maxLength={200}
        value={form.task}
        error={errors.task}
        onChange={(event) => update({ task: event.target.value })}
      />

      <div className="task-form__bar">
        <button
          type="button"
          className="disclosure"
          aria-expanded={advancedOpen}
          aria-controls={`${id}-advanced`}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M9 6l6 6-6 6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          Advanced options
        </button>
        {!advancedOpen && actions}
      </div>

      <div id={`${id}-advanced`} className="task-form__advanced" hidden={!advancedOpen}>
        <TaskWhoField
          form={form}
          update={update}
          people={people.data ?? []}
          editing={editing}
          error={errors.who}
        />
        <TextField
          label="Value ($)"
          name="value"
          className="task-form__value"
          type="number"
          inputMode="decimal"
          step={0.01}
          min={0}
          value={form.value}
          error={errors.value}
          onChange={(event) => update({ value: event.target.value })}
        />
        <SelectField
          label="Pay into piggy bank"
          hint={
            valueCents <= 0
              ? 'Give the task a value above $0.00 to pay it into a bank.'
              : form.who !== 'none' && form.who !== 'text' && form.targetPiggyBankId === ''
                ? `Completing the task adds ${formatDollars(valueCents)} to the piggy bank of whoever did it.`
                : `Completing the task adds ${formatDollars(valueCents)} to this bank.`
          }
          value={form.targetPiggyBankId}
          error={banks.isError ? errorMessage(banks.error, 'Failed to load piggy banks.') : null}
          onChange={(event) => update({ targetPiggyBankId: event.target.value })}
        >
          <option value="">
            {form.who !== 'none' && form.who !== 'text' ? 'Their own piggy bank' : 'No piggy bank'}
          </option>
          {bankOptions.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </SelectField>
        <RecurrenceEditor value={form.repeatConfig} onChange={(repeatConfig) => update({ repeatConfig })} />
      </div>

      {advancedOpen && actions}
    </form>
  );
}
