import { localTimeZone } from '../../common/time-zone';
import type { WidgetDemo } from '../views';
import { CLOCK_TIME_ZONE_NAMES, DEFAULT_CLOCK_TIME_ZONE } from './time-zones';

export const demo: WidgetDemo = {
  // The visitor's own time when the clock offers their zone.
  sample: () => ({
    clockConfig: {
      timezone: CLOCK_TIME_ZONE_NAMES.find((zone) => zone === localTimeZone()) ?? DEFAULT_CLOCK_TIME_ZONE,
      hour12: true,
      showSeconds: false,
    },
  }),
};
