import type { WidgetDemo } from '../views';

export const demo: WidgetDemo = {
  sample: {
    headerText: 'Note',
    textContent: 'Grandma visits on Saturday. Tidy rooms by Friday night, please!',
  },
};
