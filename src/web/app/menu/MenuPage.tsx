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
import { useWeekNeeds } from '../../api/weekNeeds';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { useToday } from '../../data-ui/useToday';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { AddIngredientsDialog } from './AddIngredientsDialog';
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
  const [addingIngredients, setAddingIngredients] = useState(false);
  // This week's shopping is for the days still to come; another week's for all of it.
  const sunday = addDays(monday, 6);
  const firstShoppingDay = today > monday && today <= sunday ? today : monday;
  const ingredientCount = useWeekNeeds((entries.data ?? []).filter((entry) => entry.date >= firstShoppingDay))
    .names.length;

  const entryOn = (day: CalendarDay): MenuEntry | null =>
    entries.data?.find((entry) => entry.date === day) ?? null;

  function showWeek(week: CalendarDay) {
    setSearchParams(week === thisWeek ? {} : { week }, { replace: true });
  }

  return (
    <div className="app-page household-page menu-page">
      <header className="household-page__header">
        <h1>Weekly Menu</h1>
        <p className="muted">Tap a day to plan its meals and what they need from the shop.</p>
      </header>
      <WeekNavigation monday={monday} thisWeek={thisWeek} onShowWeek={showWeek} />
      {entries.isSuccess && (
        <div className="menu-actions">
          <p className="menu-actions__hint">
            {ingredientCount > 0
              ? `${ingredientCount} ${ingredientCount === 1 ? 'ingredient' : 'ingredients'} ${
                  firstShoppingDay === monday ? 'this week' : 'from today'
                }`
              : 'Add ingredients to a meal to shop for them.'}
          </p>
          <Button variant="secondary" onClick={() => setAddingIngredients(true)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M3 4h2l2.4 11h10.2L20 7H6.3M9 20h.01M17 20h.01"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Add this week's ingredients
          </Button>
        </div>
      )}
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
      {/* Mounted while open, so the menu page reads no shopping list until it is asked to. */}
      {addingIngredients && (
        <AddIngredientsDialog
          open
          onClose={() => setAddingIngredients(false)}
          from={firstShoppingDay}
          to={sunday}
          entries={entries.data ?? []}
        />
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
