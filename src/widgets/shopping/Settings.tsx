import { useId } from 'react';
import { CARD_PADDING_RANGE } from '../../common/board';
import type { ComponentOfType } from '../../common/schemas/component';
import { errorMessage } from '../../web/api/client';
import { useShoppingLists } from '../../web/api/shopping';
import { CheckboxField, SelectField, WholeNumberInput } from '../../web/data-ui/fields';
import { parseRowId } from '../../web/data-ui/format';
import { DEMO_MESSAGES, useDemoMode } from '../../web/session/DemoMode';
import type { WidgetSettingsProps } from '../views';

type ShoppingComponent = ComponentOfType<'shopping'>;
type ShoppingConfig = ShoppingComponent['shoppingConfig'];

/** Bounds of shoppingConfig.itemsToDisplay in the widget's schema. */
const ITEMS_TO_DISPLAY = { min: 1, max: 100 };

/** The shopping widget's panel: which list, how many items, ticking off from the board, padding. */
export function ShoppingSettings({ component, onChange, disabled }: WidgetSettingsProps<ShoppingComponent>) {
  const id = useId();
  const lists = useShoppingLists();
  const config = component.shoppingConfig;
  const update = (patch: Partial<ShoppingConfig>) => onChange({ shoppingConfig: { ...config, ...patch } });
  // The demo shows its sample list; which list is content.
  const demo = useDemoMode();

  return (
    <div className="widget-settings">
      <SelectField
        label="Shopping list"
        value={config.listId ?? ''}
        disabled={disabled || demo || !lists.isSuccess}
        hint={demo ? DEMO_MESSAGES.shopping : undefined}
        error={lists.isError ? errorMessage(lists.error, 'Could not load shopping lists.') : null}
        onChange={(event) => update({ listId: parseRowId(event.target.value) })}
      >
        <option value="">{lists.isPending ? 'Loading lists...' : 'Choose a list'}</option>
        {lists.data?.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-count`}>
          Items to display
        </label>
        <WholeNumberInput
          id={`${id}-count`}
          className="field__input"
          value={config.itemsToDisplay}
          min={ITEMS_TO_DISPLAY.min}
          max={ITEMS_TO_DISPLAY.max}
          disabled={disabled}
          onChange={(itemsToDisplay) => update({ itemsToDisplay })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-padding`}>
          Item padding (px)
        </label>
        <WholeNumberInput
          id={`${id}-padding`}
          className="field__input"
          value={config.padding}
          min={CARD_PADDING_RANGE.min}
          max={CARD_PADDING_RANGE.max}
          disabled={disabled}
          onChange={(padding) => update({ padding })}
        />
      </div>
      <CheckboxField
        label="Allow adding and ticking off items from the board"
        checked={config.allowInteractions}
        disabled={disabled}
        onChange={(event) => update({ allowInteractions: event.target.checked })}
      />
    </div>
  );
}
