import { useId } from 'react';
import type { EventScope } from '../api/events';

const SCOPES: [EventScope, string][] = [
  ['this', 'This event'],
  ['following', 'This and following events'],
  ['all', 'All events'],
];

/** Which times of a repeating event a change or a delete is for, as calendar apps ask it. */
export function EventScopeField({
  value,
  onChange,
  legend = 'Change which events?',
}: {
  value: EventScope;
  onChange: (scope: EventScope) => void;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset className="event-scope">
      <legend className="field__label">{legend}</legend>
      {SCOPES.map(([scope, label]) => (
        <label key={scope} className="check-field event-scope__choice">
          <input
            type="radio"
            name={name}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
