import { describeRecurrence, type RepeatConfig } from '../../common/recurrence';

/** A recurrence in words. A module of its own so a board can load it (and rrule with it) only when shown. */
export function RecurrenceText({ config }: { config: RepeatConfig }) {
  return <>{describeRecurrence(config)}</>;
}
