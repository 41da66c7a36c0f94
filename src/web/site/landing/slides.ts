import type { ScreenshotName } from '../screenshots';

export interface Slide {
  /** A board as it looks on a TV, taken by scripts/site-screenshots.ts. */
  name: ScreenshotName;
  caption: string;
}

export const SLIDES: readonly Slide[] = [
  {
    name: 'board-calendar',
    caption: 'The family calendar and a clock, synced from the calendars you already use.',
  },
  {
    name: 'board-chores',
    caption: 'Chores that repeat by themselves and pay into each child’s piggy bank.',
  },
  {
    name: 'board-kitchen',
    caption: 'This week’s meals next to the shopping list, with photos and music.',
  },
];
