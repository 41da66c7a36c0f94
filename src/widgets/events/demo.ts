import { calendarDemoAnswers } from '../calendar/demo';
import type { WidgetDemo } from '../views';

export const demo: WidgetDemo = {
  sample: () => ({ headerText: 'Coming up' }),
  answers: calendarDemoAnswers,
};
