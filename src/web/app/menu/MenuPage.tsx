import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  addDays,
  type CalendarDay,
  isValidDay,
  startOfWeekMonday,
  weekDays,
} from '../../../common/calendar-days';
import type { MenuEntry } from '../../../common/schemas/menu';
import { errorMessage } from '../../api/client';
import { useMenuEntries } from '../../api/menu';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { useToday } from '../../data-ui/useToday';
import { Notice } from '../../ui/Notice';
import { DayCard } from './DayCard';
import { MenuDayDialog } from './MenuDayDialog';
import { WeekNavigation } from './WeekNavigation';
import '../../data-ui/data-ui.css';
import './menu.css';

/** /app/menu: the week's meals, Monday to Sunday; choosing a day opens its plan. */
export function MenuPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = useToday();
  const thisWeek = startOfWeekMonday(today);
  const requested = searchParams.get('week');
  const monday = requested && isValidDay(requested) ? startOfWeekMonday(requested) : thisWeek;
  const days = weekDays(monday);
  const entries = useMenuEntries(monday, addDays(monday, 6));
  const [planning, setPlanning] = useState<CalendarDay | null>(null);

  const entryOn = (day: CalendarDay): MenuEntry | null =>
    entries.data?.find((entry) => entry.date === day) ?? null;

  function showWeek(week: CalendarDay) {
    setSearchParams(week === thisWeek ? {} : { week }, { replace: true });
  }

  return (
    <div className="app-page household-page menu-page">
      <header className="household-page__header">
        <h1>Weekly Menu</h1>
        <p className="muted">Tap a day to plan its breakfast, lunch and dinner.</p>
      </header>
      <WeekNavigation monday={monday} thisWeek={thisWeek} onShowWeek={showWeek} />
      {entries.isError && (
        <Notice tone="error">{errorMessage(entries.error, 'Failed to load menu entries.')}</Notice>
      )}
      {entries.isPending ? (
        <InlineLoading message="Loading menu..." />
      ) : (
        <ol className="menu-week" aria-label="Days of the week">
          {days.map((day) => (
            <DayCard
              key={day}
              day={day}
              entry={entryOn(day)}
              isToday={day === today}
              disabled={entries.isError}
              onPlan={() => setPlanning(day)}
            />
          ))}
        </ol>
      )}
      <MenuDayDialog
        key={planning ?? 'closed'}
        day={planning}
        entry={planning ? entryOn(planning) : null}
        onClose={() => setPlanning(null)}
      />
    </div>
  );
}
