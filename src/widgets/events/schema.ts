import { z } from 'zod';
import type { WidgetDefinition } from '../registry';

export const eventsFields = z.object({});

export const eventsWidget: WidgetDefinition<'events', typeof eventsFields> = {
  type: 'events',
  label: 'Events',
  description: 'The next events from all of the family’s calendars.',
  fields: eventsFields,
  // Room for five events at the legible default text size.
  defaultSize: { width: 420, height: 520 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
  simpleChoice: { key: 'events', label: 'Events', slot: 0 },
  addable: false,
};
