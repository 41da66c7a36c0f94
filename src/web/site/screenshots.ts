// Written by scripts/site-screenshots.ts: the pictures of the public site, taken from Luno itself.
// Each is under /images/site/ as <name>-<width>.avif and .webp at each of its widths.

export interface Screenshot {
  width: number;
  height: number;
  widths: readonly number[];
  alt: string;
}

export const SCREENSHOTS = {
  'board-calendar': {
    width: 1920,
    height: 1080,
    widths: [640, 960, 1280, 1920],
    alt: 'A Luno calendar board on a TV: the month, today’s events, what is coming up and a large clock',
  },
  'board-chores': {
    width: 1920,
    height: 1080,
    widths: [640, 960, 1280, 1920],
    alt: 'A Luno chores board on a TV: each child’s tasks as cards with their values, and two piggy banks',
  },
  'board-family': {
    width: 1920,
    height: 1080,
    widths: [640, 960, 1280, 1920],
    alt: 'A Luno board on a TV: the clock, a week of the family calendar, chores with their values, two piggy banks, the dinners, the shopping list, a photo and the music playing',
  },
  'board-kitchen': {
    width: 1920,
    height: 1080,
    widths: [640, 960, 1280, 1920],
    alt: 'A Luno kitchen board on a TV: the week’s meals, the shopping list, a photo slideshow, the music player and a clock',
  },
  'feature-calendar-month': {
    width: 1260,
    height: 1000,
    widths: [480, 960],
    alt: 'The calendar widget’s month view with every family calendar',
  },
  'feature-calendar-sources': {
    width: 1440,
    height: 900,
    widths: [480, 960, 1440],
    alt: 'Luno’s Calendars page: a Google calendar and an Outlook calendar, the form to add an iCal link, an Apple, Google or Outlook calendar, and what is coming up this week',
  },
  'feature-calendar-week': {
    width: 1080,
    height: 790,
    widths: [480, 960],
    alt: 'The calendar widget’s week view: school, Google and Outlook events side by side, each day in its own column',
  },
  'feature-chores': {
    width: 360,
    height: 600,
    widths: [360],
    alt: 'A chores list on a board: each task with who does it and what it pays',
  },
  'feature-devices': {
    width: 1440,
    height: 900,
    widths: [480, 960, 1440],
    alt: 'Luno’s Devices page: the paired Kitchen TV, the board it shows, and when it was last seen',
  },
  'feature-editor': {
    width: 1920,
    height: 1080,
    widths: [640, 960, 1280, 1920],
    alt: 'The Luno board editor: the family board on the canvas, with the widgets to add beside it',
  },
  'feature-members': {
    width: 1440,
    height: 900,
    widths: [480, 960, 1440],
    alt: 'Luno’s Account page: the family’s members, an invite link to share and the plan',
  },
  'feature-menu': {
    width: 700,
    height: 1000,
    widths: [480, 700],
    alt: 'The menu widget: breakfast, lunch and dinner for the days ahead',
  },
  'feature-music': {
    width: 340,
    height: 218,
    widths: [340],
    alt: 'The music player on a board: the song playing from Spotify, with play, skip and shuffle',
  },
  'feature-offline': {
    width: 1280,
    height: 720,
    widths: [480, 960, 1280],
    alt: 'A Luno board on a TV that lost its server: still showing the menu, the list and the photo, marked “Offline since”',
  },
  'feature-pair-confirm': {
    width: 780,
    height: 1688,
    widths: [390, 780],
    alt: 'A phone confirming the pairing: which TV is asking, its name and the board it will show',
  },
  'feature-pairing': {
    width: 1280,
    height: 720,
    widths: [480, 960, 1280],
    alt: 'The TV’s pairing screen: a QR code to scan with a phone, and a code to type instead',
  },
  'feature-piggy-bank': {
    width: 600,
    height: 200,
    widths: [300, 600],
    alt: 'A piggy bank on a board showing Mia’s balance',
  },
  'feature-shopping-phone': {
    width: 780,
    height: 1688,
    widths: [390, 780],
    alt: 'The shopping list on a phone, ready for shopping mode',
  },
  'feature-tasks-page': {
    width: 1440,
    height: 900,
    widths: [480, 960, 1440],
    alt: 'Luno’s Tasks page: the family’s chore lists, repeating tasks with values and the piggy banks they pay into',
  },
} as const satisfies Record<string, Screenshot>;

export type ScreenshotName = keyof typeof SCREENSHOTS;
