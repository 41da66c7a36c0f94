import { addDays } from '../../common/calendar-days';
import type { WidgetDemo } from '../views';

export const demo: WidgetDemo = {
  // Days counted from the day the demo is opened, so its countdowns never run out.
  sample: ({ today }) => ({
    headerText: 'Counting down',
    countdownConfig: {
      items: [
        { title: 'Summer at the lake', date: addDays(today, 12), calendarId: null },
        { title: 'Grandma visits', date: addDays(today, 3), calendarId: null },
        { title: 'Last day of school', date: addDays(today, 27), calendarId: null },
      ],
      showDate: true,
    },
  }),
};
