export interface Slide {
  src: string;
  alt: string;
  caption: string;
}

/** Illustrations of real board layouts; they stand in until product screenshots exist. */
export const SLIDES: readonly Slide[] = [
  {
    src: '/images/board-calendar.svg',
    alt: 'A TV showing a Luno board with a large clock, today’s date and the family calendar for the week',
    caption: 'The family calendar and a clock, synced from the calendars you already use.',
  },
  {
    src: '/images/board-chores.svg',
    alt: 'A TV showing a Luno chores board: each child’s tasks with dollar values and their piggy bank balances',
    caption: 'Chores that repeat by themselves and pay into each child’s piggy bank.',
  },
  {
    src: '/images/board-menu.svg',
    alt: 'A TV showing a Luno board with the week’s dinner menu beside the shopping list',
    caption: 'This week’s dinners next to the shopping list.',
  },
];

/** Spec 01 §9: the carousel advances every 10 seconds. */
export const SLIDE_INTERVAL_MS = 10_000;
