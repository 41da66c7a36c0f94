import type { CalendarEvent } from '../../common/schemas/calendars';
import type { ComponentOfType } from '../../common/schemas/component';
import { useCalendarSources, useEvents } from '../../web/api/calendars';
import { errorMessage } from '../../web/api/client';
import { usePeopleById } from '../../web/api/peopleColors';
import { useWallTouch } from '../../web/board/wallTouch';
import { eventColor } from '../../web/data-ui/calendarEvents';
import { NotUpdated } from '../../web/data-ui/NotUpdated';
import { useMinute } from '../../web/data-ui/useMinute';
import { useToday } from '../../web/data-ui/useToday';
import { WallAddEvent } from '../../web/data-ui/WallAddEvent';
import { deleteKey, useOpenEvent } from '../../web/data-ui/wallEvents';
import { useFamilyTimeZone } from '../../web/session/useFamilyTimeZone';
import { accent, EventGroups, groupsFor } from '../calendar/View';
import type { WidgetViewProps } from '../views';
import { EVENTS_SHOWN } from './shown';

type EventsComponent = ComponentOfType<'events'>;

/**
 * The family's next five events, from every calendar it keeps; on a paired screen's touch board, one
 * can be added to the family calendar.
 */
export function EventsView({ component, interactive }: WidgetViewProps<EventsComponent>) {
  return (
    <WallAddEvent interactive={interactive}>
      <NotUpdated shows={() => true}>
        <NextEvents component={component} />
      </NotUpdated>
    </WallAddEvent>
  );
}

function NextEvents({ component }: Pick<WidgetViewProps<EventsComponent>, 'component'>) {
  const events = useEvents();
  const wall = useWallTouch();
  const onOpen = useOpenEvent();
  const sources = useCalendarSources();
  const people = usePeopleById();
  const timeZone = useFamilyTimeZone();
  const today = useToday();
  const now = useMinute();

  if (events.isPending) return null;
  if (events.isError) {
    return <p className="board-card__message">{errorMessage(events.error, 'Failed to load events')}</p>;
  }
  const groups = groupsFor(
    // A delete tapped on the wall waits out its undo time; the card leaves it out meanwhile.
    events.data.filter((event) => !wall?.waiting.has(deleteKey(event.id))),
    {
      calendarDisplayMode: 'nextEvents',
      calendarUpcomingEventCount: EVENTS_SHOWN,
      calendarUpcomingDayCount: 1,
    },
    today,
    now,
    timeZone,
  );
  if (groups.length === 0) return <p className="board-card__message">No events</p>;
  const colours = new Map(sources.data?.map((source) => [source.id, source.color]));
  const colorOf = (event: CalendarEvent) => eventColor(event, colours, people.data, accent(component.style));
  return (
    <EventGroups
      groups={groups}
      style={component.style}
      cards={false}
      colorOf={colorOf}
      now={now}
      timeZone={timeZone}
      today={today}
      onOpen={onOpen}
    />
  );
}
