import type { ComponentOfType } from '../../common/schemas/component';
import { errorMessage } from '../../web/api/client';
import { usePeople } from '../../web/api/people';
import { useTaskLists } from '../../web/api/tasks';
import { CheckboxField, SelectField } from '../../web/data-ui/fields';
import { parseRowId } from '../../web/data-ui/format';
import { PersonSelect } from '../../web/data-ui/PersonSelect';
import { DEMO_MESSAGES, useDemoMode } from '../../web/session/DemoMode';
import type { WidgetSettingsProps } from '../views';
import { showingList, shownListId } from './list-source';

type ListComponent = ComponentOfType<'list'>;
type ListConfig = ListComponent['listConfig'];
type Features = ListConfig['features'];

const FEATURE_LABELS: Record<keyof Features, string> = {
  enableTaskFeatures: 'Tap a task to complete it',
  enableRecurrence: 'Show how tasks repeat',
  enableShoppingMode: 'Show a Shop button (shopping mode)',
};

/** The list widget's panel: which task list, list or cards, and its features. */
export function ListSettings({ component, onChange, disabled }: WidgetSettingsProps<ListComponent>) {
  const lists = useTaskLists();
  const people = usePeople();
  const config = component.listConfig;
  const update = (patch: Partial<ListConfig>) => onChange({ listConfig: { ...config, ...patch } });
  const chosenId = shownListId(component) ?? '';
  // The demo shows its sample list; which list is content.
  const demo = useDemoMode();

  return (
    <div className="widget-settings">
      <SelectField
        label="Task list"
        value={chosenId}
        disabled={disabled || demo || !lists.isSuccess}
        hint={demo ? DEMO_MESSAGES.lists : undefined}
        error={lists.isError ? errorMessage(lists.error, 'Could not load task lists.') : null}
        onChange={(event) => onChange(showingList(component, parseRowId(event.target.value)))}
      >
        <option value="">{lists.isPending ? 'Loading lists...' : 'Choose a list'}</option>
        {lists.data?.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </SelectField>

      <PersonSelect
        label="Whose tasks"
        hint="One person's board shows only what is theirs now: their tasks, their turns, and what they may grab."
        people={people.data}
        nobody="Everyone"
        value={config.personId ?? null}
        disabled={disabled || !people.isSuccess}
        error={people.isError ? errorMessage(people.error, 'Could not load people.') : null}
        onChange={(personId) => update({ personId })}
      />

      <SelectField
        label="View"
        value={config.viewType}
        disabled={disabled}
        onChange={(event) => {
          const viewType = event.target.value === 'card' ? 'card' : 'list';
          onChange({ listViewType: viewType, listConfig: { ...config, viewType } });
        }}
      >
        <option value="list">List</option>
        <option value="card">Cards</option>
      </SelectField>

      <fieldset className="widget-settings__group" disabled={disabled}>
        <legend className="field__label">Features</legend>
        {(Object.keys(FEATURE_LABELS) as (keyof Features)[]).map((feature) => (
          <CheckboxField
            key={feature}
            label={FEATURE_LABELS[feature]}
            checked={config.features[feature]}
            onChange={(event) =>
              update({ features: { ...config.features, [feature]: event.target.checked } })
            }
          />
        ))}
        <CheckboxField
          label="Show task values"
          checked={config.showValueOnCard}
          onChange={(event) => update({ showValueOnCard: event.target.checked })}
        />
      </fieldset>
    </div>
  );
}
