import { useId } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { CheckboxField, WholeNumberInput } from '../../web/data-ui/fields';
import type { WidgetSettingsProps } from '../views';

type MenuComponent = ComponentOfType<'menu'>;
type MenuConfig = MenuComponent['menuConfig'];

/** Bounds of menuConfig.daysToDisplay in the widget's schema: at most a week. */
const DAYS_TO_DISPLAY = { min: 1, max: 7 };

const MEAL_TOGGLES: [keyof Pick<MenuConfig, 'showBreakfast' | 'showLunch' | 'showDinner'>, string][] = [
  ['showBreakfast', 'Show breakfast'],
  ['showLunch', 'Show lunch'],
  ['showDinner', 'Show dinner'],
];

/** The menu widget's panel: which meals show, and how many planned days. */
export function MenuSettings({ component, onChange, disabled }: WidgetSettingsProps<MenuComponent>) {
  const id = useId();
  const config = component.menuConfig;
  const update = (patch: Partial<MenuConfig>) => onChange({ menuConfig: { ...config, ...patch } });

  return (
    <div className="widget-settings">
      <fieldset className="widget-settings__group" disabled={disabled}>
        <legend className="field__label">Meals</legend>
        {MEAL_TOGGLES.map(([key, label]) => (
          <CheckboxField
            key={key}
            label={label}
            checked={config[key] !== false}
            onChange={(event) => update({ [key]: event.target.checked })}
          />
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-days`}>
          Days to show
        </label>
        <WholeNumberInput
          id={`${id}-days`}
          className="field__input"
          value={config.daysToDisplay}
          min={DAYS_TO_DISPLAY.min}
          max={DAYS_TO_DISPLAY.max}
          disabled={disabled}
          onChange={(daysToDisplay) => update({ daysToDisplay })}
        />
      </div>
    </div>
  );
}
