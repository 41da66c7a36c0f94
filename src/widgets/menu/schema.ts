import { z } from 'zod';
import type { WidgetDefinition } from '../registry';

const daysMessage = 'Menu days to display must be a whole number from 1 to 7.';
const showMeal = (meal: string) => z.boolean({ error: `Show ${meal} must be true or false.` }).default(true);

export const menuFields = z.object({
  menuConfig: z
    .object({
      showBreakfast: showMeal('breakfast'),
      showLunch: showMeal('lunch'),
      showDinner: showMeal('dinner'),
      daysToDisplay: z
        .number({ error: daysMessage })
        .int({ error: daysMessage })
        .min(1, { error: daysMessage })
        .max(7, { error: daysMessage })
        .default(3),
    })
    .prefault({}),
});

export const menuWidget: WidgetDefinition<'menu', typeof menuFields> = {
  type: 'menu',
  label: 'Menu',
  description: "The family's meal plan from today onward.",
  fields: menuFields,
  // Room for the three days it shows by default at the legible default text size.
  defaultSize: { width: 480, height: 600 },
  defaultPosition: { x: 50, y: 50 },
  defaultStyle: {},
  available: true,
  simpleChoice: { key: 'menu', label: 'Menu', slot: 1 },
  // Some boards spelled the day count daysToShow.
  upgrade: (raw) => {
    if (typeof raw.menuConfig !== 'object' || raw.menuConfig === null) return raw;
    const { daysToShow, ...config } = raw.menuConfig as Record<string, unknown>;
    return { ...raw, menuConfig: { daysToDisplay: daysToShow, ...config } };
  },
};
