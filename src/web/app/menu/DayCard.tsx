import type { CalendarDay } from '../../../common/calendar-days';
import { dayName } from '../../../common/calendar-days';
import { MEALS, type MenuEntry } from '../../../common/schemas/menu';
import { formatMonthDay } from '../../data-ui/format';
import { MEAL_LABELS } from './meals';

interface DayCardProps {
  day: CalendarDay;
  entry: MenuEntry | null;
  isToday: boolean;
  disabled: boolean;
  onPlan: () => void;
}

/** One day of the week with its three meals; the whole card opens the day's plan. */
export function DayCard({ day, entry, isToday, disabled, onPlan }: DayCardProps) {
  const name = dayName(day);
  return (
    <li className={isToday ? 'day-card day-card--today' : 'day-card'}>
      <button type="button" className="day-card__button" onClick={onPlan} disabled={disabled}>
        {/* The card's words are its name, so a voice user can say what they see. */}
        <span className="visually-hidden">Plan </span>
        <span className="day-card__head">
          <span className="day-card__name">{name}</span>
          <span className="day-card__date">
            {isToday && <span className="day-card__today">Today</span>} {formatMonthDay(day)}
          </span>
        </span>
        {entry ? (
          <dl className="day-card__meals">
            {MEALS.map((meal) => (
              <div key={meal} className="day-card__meal">
                <dt>{MEAL_LABELS[meal]}</dt>
                <dd className={entry[meal] ? undefined : 'day-card__none'}>
                  {entry[meal] || '—'}
                  {entry[meal] && entry.ingredients?.[meal] && (
                    <span className="day-card__ingredients">
                      <span className="visually-hidden">, needs </span>
                      {entry.ingredients[meal].join(', ')}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <span className="day-card__empty">Nothing planned yet. Tap to add meals.</span>
        )}
      </button>
    </li>
  );
}
