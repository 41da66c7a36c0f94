import type { ComponentOfType } from '../../common/schemas/component';
import { CheckboxField, SelectField } from '../../web/data-ui/fields';
import { WeatherPlaceForm } from '../../web/data-ui/WeatherPlaceForm';
import { useDemoMode } from '../../web/session/DemoMode';
import type { WidgetSettingsProps } from '../views';
import { WEATHER_DAYS, WEATHER_HOURS } from './schema';

type WeatherComponent = ComponentOfType<'weather'>;

const range = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** The weather card's panel: the family's place and units (for every board), and what this card shows. */
export function WeatherSettings({ component, onChange, disabled }: WidgetSettingsProps<WeatherComponent>) {
  const demo = useDemoMode();
  const config = component.weatherConfig;
  const update = (patch: Partial<WeatherComponent['weatherConfig']>) =>
    onChange({ weatherConfig: { ...config, ...patch } });

  return (
    <div className="widget-settings">
      <WeatherPlaceForm disabled={disabled || demo} />

      <fieldset className="widget-settings__group" disabled={disabled}>
        <legend className="field__label">On this card</legend>
        <CheckboxField
          label="The coming hours"
          checked={config.showHourly}
          onChange={(event) => update({ showHourly: event.target.checked })}
        />
        {config.showHourly && (
          <SelectField
            label="Hours, at most"
            value={String(config.hourCount)}
            onChange={(event) => update({ hourCount: Number(event.target.value) })}
          >
            {range(WEATHER_HOURS).map((count) => (
              <option key={count} value={count}>
                {count} hours
              </option>
            ))}
          </SelectField>
        )}
        <CheckboxField
          label="The next days"
          checked={config.showDaily}
          onChange={(event) => update({ showDaily: event.target.checked })}
        />
        {config.showDaily && (
          <SelectField
            label="Days, at most"
            value={String(config.dayCount)}
            onChange={(event) => update({ dayCount: Number(event.target.value) })}
          >
            {range(WEATHER_DAYS).map((count) => (
              <option key={count} value={count}>
                {count} days
              </option>
            ))}
          </SelectField>
        )}
        <p className="muted">As many as the card’s width holds are shown; a short card shows fewer rows.</p>
      </fieldset>
    </div>
  );
}
