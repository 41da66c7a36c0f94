import type { WidgetDemo } from '../views';

/** No picture yet: in the demo editor the image card invites one, as it does for a new board. */
export const demo: WidgetDemo = {
  sample: { headerText: 'Photo', imageDataUrl: null },
};
