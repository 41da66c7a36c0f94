import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CALENDAR_PROVIDERS, isCalendarProviderId } from '../../../common/calendar-providers';
import type { CalendarSource } from '../../../common/schemas/calendars';
import { useCalendarSources } from '../../api/calendars';
import { Notice } from '../../ui/Notice';
import { AddCalendarForm, type Kind } from './AddCalendarForm';
import { Agenda } from './Agenda';
import { FamilyCalendarPanel } from './FamilyCalendarPanel';
import { ShareCalendarPanel } from './ShareCalendarPanel';
import { SourceRow } from './SourceRow';
import '../../data-ui/data-ui.css';
import './events.css';
import { QueryState } from '../../data-ui/QueryState';

/** What the page says on coming back from a provider (`?connect=google&result=connected`). */
function connectResult(params: URLSearchParams) {
  const provider = params.get('connect');
  if (!isCalendarProviderId(provider)) return null;
  const { name } = CALENDAR_PROVIDERS[provider];
  const result = params.get('result');
  const notice =
    result === 'connected'
      ? { tone: 'success' as const, text: `${name} is connected. Choose the calendars to show.` }
      : result === 'declined'
        ? { tone: 'error' as const, text: `${name} was not connected: access was not allowed.` }
        : { tone: 'error' as const, text: `${name} could not be connected. Please try again.` };
  return { kind: provider satisfies Kind, notice };
}

/**
 * /app/events: the agenda of every calendar (adding, changing and deleting events in the writable
 * ones), the family's own calendar (its events, its feed, forwarded invitations), and its calendar
 * sources with their sync's state, adding and removing them.
 */
export function EventsPage() {
  const sources = useCalendarSources();
  const [added, setAdded] = useState<CalendarSource | null>(null);
  const [params] = useSearchParams();
  const [returned] = useState(() => connectResult(params));

  return (
    <div className="app-page household-page events-page">
      <header className="household-page__header">
        <h1>Calendars</h1>
        <p className="muted">
          Plan the family’s own events here and add its other calendars once; every screen with a calendar
          shows them.
        </p>
      </header>
      <div className="events-page__layout">
        <Agenda />
        <FamilyCalendarPanel />
        <ShareCalendarPanel />
        <section className="panel events-page__sources" aria-labelledby="sources-title">
          <h2 id="sources-title" className="panel__title">
            Your calendars
          </h2>
          {added && (
            <Notice tone="success">{added.name} was added. Its events are on your screens now.</Notice>
          )}
          <QueryState
            query={sources}
            loading="Loading calendars..."
            failed="Failed to load calendars"
            empty={
              <p className="empty-state">
                No calendars yet. Add an iCal link, an Apple calendar or a connected account’s calendar to
                begin.
              </p>
            }
          >
            {(sourceList) => (
              <ul className="calendar-sources" aria-label="Calendars">
                {sourceList.map((source) => (
                  <SourceRow key={source.id} source={source} onRemoved={() => setAdded(null)} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
        <AddCalendarForm onAdded={setAdded} initialKind={returned?.kind} connectNotice={returned?.notice} />
      </div>
    </div>
  );
}
