import { useId } from 'react';
import { MAX_TEXT_LENGTH } from '../../common/board';
import type { ComponentOfType } from '../../common/schemas/component';
import type { WidgetSettingsProps } from '../views';

export function TextSettings({
  component,
  onChange,
  disabled,
}: WidgetSettingsProps<ComponentOfType<'text'>>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Text
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={4}
        maxLength={MAX_TEXT_LENGTH}
        value={component.textContent}
        disabled={disabled}
        onChange={(event) => onChange({ textContent: event.target.value })}
      />
    </div>
  );
}
