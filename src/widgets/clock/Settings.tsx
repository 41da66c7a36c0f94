import { useId } from 'react';
import type { ComponentOfType } from '../../common/schemas/component';
import { useFamilyTimeZone } from '../../web/session/useFamilyTimeZone';
import type { WidgetSettingsProps } from '../views';
import { CLOCK_TIME_ZONES, type ClockZoneChoice, FAMILY_TIME } from './time-zones';
import './clock-settings.css';

type ClockComponent = ComponentOfType<'clock'>;

export function ClockSettings({ component, onChange, disabled }: WidgetSettingsProps<ClockComponent>) {
  const id = useId();
  const familyZone = useFamilyTimeZone();
  const config = component.clockConfig;
  const update = (patch: Partial<ClockComponent['clockConfig']>) =>
    onChange({ clockConfig: { ...config, ...patch } });

  return (
    <div className="clock-settings">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-zone`}>
          Time zone
        </label>
        <select
          id={`${id}-zone`}
          className="field__input"
          value={config.timezone}
          disabled={disabled}
          onChange={(event) => update({ timezone: event.target.value as ClockZoneChoice })}
        >
          <option value={FAMILY_TIME}>Family time ({familyZone.replaceAll('_', ' ')})</option>
          {CLOCK_TIME_ZONES.map(({ zone, label }) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="clock-settings__format" disabled={disabled}>
        <legend className="field__label">Clock format</legend>
        <label className="clock-settings__choice">
          <input
            type="radio"
            name={`${id}-format`}
            checked={config.hour12}
            onChange={() => update({ hour12: true })}
          />
          12-hour
        </label>
        <label className="clock-settings__choice">
          <input
            type="radio"
            name={`${id}-format`}
            checked={!config.hour12}
            onChange={() => update({ hour12: false })}
          />
          24-hour
        </label>
      </fieldset>

      <label className="clock-settings__choice">
        <input
          type="checkbox"
          checked={config.showSeconds}
          disabled={disabled}
          onChange={(event) => update({ showSeconds: event.target.checked })}
        />
        Show seconds
      </label>
    </div>
  );
}
