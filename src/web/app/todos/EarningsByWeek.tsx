import type { Person } from '../../../common/schemas/people';
import { errorMessage } from '../../api/client';
import { usePersonEarnings } from '../../api/piggy-banks';
import { formatMoney, formatMonthDay } from '../../data-ui/format';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { Notice } from '../../ui/Notice';

const WEEKS = 8;

/** What a person's banks were paid for chores each week, newest first, and what was taken out. */
export function EarningsByWeek({ person }: { person: Person }) {
  const earnings = usePersonEarnings(person.id, WEEKS);
  if (earnings.isPending) return <InlineLoading message="Loading earnings..." />;
  if (earnings.isError) {
    return <Notice tone="error">{errorMessage(earnings.error, 'Could not load the earnings.')}</Notice>;
  }
  const weeks = [...earnings.data.weeks].reverse();
  const most = Math.max(1, ...weeks.map((week) => Math.max(week.earned, week.spent)));
  const total = weeks.reduce((sum, week) => sum + Math.round(week.earned * 100), 0) / 100;

  return (
    <section className="earnings" aria-labelledby={`earnings-${person.id}`}>
      <h4 className="earnings__title" id={`earnings-${person.id}`}>
        {person.name}’s earnings by week
      </h4>
      <p className="earnings__total">
        {formatMoney(total)} earned in the last {WEEKS} weeks
      </p>
      <ul className="earnings__weeks" style={{ ['--goal-color' as string]: person.color }}>
        {weeks.map((week, index) => (
          <li key={week.weekStart} className="earnings__week">
            <span className="earnings__when">
              {index === 0 ? 'This week' : `Week of ${formatMonthDay(week.weekStart)}`}
            </span>
            <span className="earnings__bar" aria-hidden="true">
              <span className="earnings__fill" style={{ width: `${(week.earned / most) * 100}%` }} />
            </span>
            <span className="earnings__amount">
              {week.earned > 0 ? `+${formatMoney(week.earned)}` : '—'}
              {week.spent > 0 && <span className="earnings__spent"> −{formatMoney(week.spent)}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
