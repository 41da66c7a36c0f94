import { useId } from 'react';
import { MAX_TEXT_LENGTH } from '../../common/board';
import type { ComponentOfType } from '../../common/schemas/component';
import { DEMO_MESSAGES, useDemoMode } from '../../web/session/DemoMode';
import type { WidgetSettingsProps } from '../views';

export function TextSettings({
  component,
  onChange,
  disabled,
}: WidgetSettingsProps<ComponentOfType<'text'>>) {
  const id = useId();
  // In the demo the words are the sample's: only how they look can change.
  const demo = useDemoMode();
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
        readOnly={demo}
        aria-describedby={demo ? `${id}-demo` : undefined}
        onChange={(event) => onChange({ textContent: event.target.value })}
      />
      {demo && (
        <span className="field__hint" id={`${id}-demo`}>
          {DEMO_MESSAGES.text}
        </span>
      )}
    </div>
  );
}
