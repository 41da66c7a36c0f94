import type { WidgetDemo } from '../views';

export const demo: WidgetDemo = {
  sample: () => ({
    headerText: 'Note',
    textContent: 'Grandma arrives on Saturday – rooms tidy by Friday night, please!',
  }),
};
