import { useRef } from 'react';
import { addDays, type CalendarDay } from '../../common/calendar-days';
import type { ComponentOfType } from '../../common/schemas/component';
import type { Meal, MenuEntry } from '../../common/schemas/menu';
import { errorMessage } from '../../web/api/client';
import { useMenuEntries } from '../../web/api/menu';
import { MENU_LOOKAHEAD_DAYS } from '../../web/data-ui/boardWidgets';
import { useToday } from '../../web/data-ui/useToday';
import { formatDay } from '../../web/i18n/format';
import { type BoardKey, useLanguage, useT } from '../../web/i18n/useT';
import { useScrollFade } from '../../web/ui/useScrollFade';
import type { WidgetViewProps } from '../views';
import '../../web/data-ui/board-widgets.css';

type MenuComponent = ComponentOfType<'menu'>;

type MealSetting = 'showBreakfast' | 'showLunch' | 'showDinner';

const MEALS: [Meal, BoardKey, MealSetting][] = [
  ['breakfast', 'menu.breakfast', 'showBreakfast'],
  ['lunch', 'menu.lunch', 'showLunch'],
  ['dinner', 'menu.dinner', 'showDinner'],
];

/** The next planned days from today onward, showing only the meals the settings enable. */
export function MenuView({ component }: WidgetViewProps<MenuComponent>) {
  const config = component.menuConfig;
  const today = useToday();
  const entries = useMenuEntries(today, addDays(today, MENU_LOOKAHEAD_DAYS));
  const t = useT();
  // Each meal shows unless its setting is false (spec 02 §3).
  const shown = MEALS.filter(([, , setting]) => config[setting] !== false);

  if (shown.length === 0) return <p className="board-card__message">{t('menu.none')}</p>;
  if (entries.isPending) return null;
  if (entries.isError) {
    return <p className="board-card__message">{errorMessage(entries.error, t('menu.failed'))}</p>;
  }

  const hasShownMeal = (entry: MenuEntry) => shown.some(([meal]) => entry[meal].trim() !== '');
  const days = entries.data
    .filter((entry) => entry.date >= today && hasShownMeal(entry))
    .slice(0, config.daysToDisplay);
  if (days.length === 0) return <p className="board-card__message">{t('menu.empty')}</p>;

  return <MenuDays days={days} shown={shown} today={today} />;
}

/** The planned days; a day cut at the card's bottom edge fades out there rather than stopping mid-line. */
function MenuDays({ days, shown, today }: { days: MenuEntry[]; shown: typeof MEALS; today: CalendarDay }) {
  const list = useRef<HTMLOListElement>(null);
  const fade = useScrollFade(list);
  const t = useT();
  const language = useLanguage();
  return (
    <ol ref={list} className={fade ? 'menu-widget board-scroll--more' : 'menu-widget'}>
      {days.map((entry) => (
        <li key={entry.date} className="menu-widget__day">
          <span className="menu-widget__date">
            {entry.date === today ? t('menu.today') : formatDay(entry.date, language, { weekday: 'long' })}
            <span className="menu-widget__month-day">
              {' · '}
              {formatDay(entry.date, language, { month: 'short', day: 'numeric' })}
            </span>
          </span>
          <dl className="menu-widget__meals">
            {shown
              .filter(([meal]) => entry[meal].trim() !== '')
              .map(([meal, label]) => (
                <div key={meal} className="menu-widget__meal">
                  <dt>{t(label)}</dt>
                  <dd>{entry[meal]}</dd>
                </div>
              ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
