import { useState } from 'react';
import type { CalendarSource } from '../../../common/schemas/calendars';
import { useCalendarSources, useEvents } from '../../api/calendars';
import { errorMessage } from '../../api/client';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { Notice } from '../../ui/Notice';
import { AddCalendarForm } from './AddCalendarForm';
import { ComingUp } from './ComingUp';
import { SourceRow } from './SourceRow';
import '../../data-ui/data-ui.css';
import './events.css';

/** /app/events: the family's calendar sources, adding and removing them, and what they hold next. */
export function EventsPage() {
  const sources = useCalendarSources();
  const events = useEvents();
  const [added, setAdded] = useState<CalendarSource | null>(null);

  return (
    <div className="app-page household-page events-page">
      <header className="household-page__header">
        <h1>Calendars</h1>
        <p className="muted">Add the family’s calendars once; every screen with a calendar shows them.</p>
      </header>
      <div className="events-page__layout">
        <section className="panel events-page__sources" aria-labelledby="sources-title">
          <h2 id="sources-title" className="panel__title">
            Your calendars
          </h2>
          {added && (
            <Notice tone="success">{added.name} was added. Its events are on your screens now.</Notice>
          )}
          {sources.isPending ? (
            <InlineLoading message="Loading calendars..." />
          ) : sources.isError ? (
            <Notice tone="error">{errorMessage(sources.error, 'Failed to load calendars')}</Notice>
          ) : sources.data.length === 0 ? (
            <p className="empty-state">No calendars yet. Add an iCal link or an Apple calendar to begin.</p>
          ) : (
            <ul className="calendar-sources" aria-label="Calendars">
              {sources.data.map((source) => (
                <SourceRow key={source.id} source={source} onRemoved={() => setAdded(null)} />
              ))}
            </ul>
          )}
        </section>
        <AddCalendarForm onAdded={setAdded} />
        <ComingUp events={events} hasSources={(sources.data?.length ?? 0) > 0} />
      </div>
    </div>
  );
}
