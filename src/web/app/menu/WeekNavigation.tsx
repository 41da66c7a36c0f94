import { addDays, type CalendarDay } from '../../../common/calendar-days';
import { formatMonthDay } from '../../data-ui/format';
import { Button } from '../../ui/Button';

interface WeekNavigationProps {
  monday: CalendarDay;
  thisWeek: CalendarDay;
  onShowWeek: (monday: CalendarDay) => void;
}

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    style={flip ? { transform: 'scaleX(-1)' } : undefined}
  >
    <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** Previous / This Week / Next, and the week's dates. */
export function WeekNavigation({ monday, thisWeek, onShowWeek }: WeekNavigationProps) {
  const sunday = addDays(monday, 6);
  const year = sunday.slice(0, 4);
  return (
    <nav className="week-nav" aria-label="Week">
      <Button
        variant="secondary"
        size="small"
        onClick={() => onShowWeek(addDays(monday, -7))}
        aria-label="Previous week"
      >
        <Chevron />
        <span className="week-nav__word">Previous</span>
      </Button>
      <div className="week-nav__range">
        <span aria-live="polite">
          {formatMonthDay(monday)} – {formatMonthDay(sunday)}, {year}
        </span>
        <Button
          variant="ghost"
          size="small"
          onClick={() => onShowWeek(thisWeek)}
          disabled={monday === thisWeek}
        >
          This Week
        </Button>
      </div>
      <Button
        variant="secondary"
        size="small"
        onClick={() => onShowWeek(addDays(monday, 7))}
        aria-label="Next week"
      >
        <span className="week-nav__word">Next</span>
        <Chevron flip />
      </Button>
    </nav>
  );
}
