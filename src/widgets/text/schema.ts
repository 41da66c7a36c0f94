import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../../common/board';
import type { WidgetDefinition } from '../registry';

export const textFields = z.object({
  textContent: z
    .string({ error: 'Text must be text.' })
    .max(MAX_TEXT_LENGTH, { error: 'Text must be at most 10,000 characters.' })
    .default('Editable Text'),
});

export const textWidget: WidgetDefinition<'text', typeof textFields> = {
  type: 'text',
  label: 'Text',
  description: 'A block of text you type yourself.',
  fields: textFields,
  defaultSize: { width: 300, height: 100 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: { showHeader: false, addBoxShadow: false, bgOpacity: 0 },
  available: true,
};
