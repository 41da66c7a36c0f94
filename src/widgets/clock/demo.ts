import type { WidgetDemo } from '../views';

export const demo: WidgetDemo = {
  sample: { clockConfig: { timezone: 'America/New_York', hour12: true, showSeconds: false } },
};
