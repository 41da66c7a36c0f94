import type { ComponentOfType } from '../../common/schemas/component';
import { useCalendarSources } from '../../web/api/calendars';
import type { WidgetSettingsProps } from '../views';
import { EVENTS_SHOWN } from './shown';

type EventsComponent = ComponentOfType<'events'>;

/** The events widget has nothing to set: it says what it shows and where calendars are added. */
export function EventsSettings(_props: WidgetSettingsProps<EventsComponent>) {
  const sources = useCalendarSources();
  const count = sources.data?.length ?? 0;
  return (
    <div className="widget-settings">
      <p className="muted">
        Shows the next {EVENTS_SHOWN} events from{' '}
        {count === 1 ? 'the family’s calendar' : 'all the family’s calendars'}. For a chosen calendar, a week
        or a month, use a Calendar instead.
      </p>
      <p>
        <a href="/app/events">{count === 0 ? 'Add a calendar' : 'Manage calendars'}</a>
      </p>
    </div>
  );
}
