/**
 * Where each card of 'Try Me Out!' sits and how it looks, on the base 1920×1080 canvas. Nothing here
 * depends on the day, the visitor or the zod schemas: the build draws the page's first view of the
 * board from it (DemoFirstView), and the editor's sample (sampleBoard.ts) adds each widget's content.
 */
import type { Style } from '../../common/schemas/style';
import type { WidgetType } from '../../widgets/registry';

export const DEMO_SCREEN_NAME = 'Try Me Out!';
export const DEMO_SCREEN_ID = 1;

/** The board's own picture, served by Luno (web/public), behind every card; DemoFirstView inlines the same file. */
export const DEMO_BACKGROUND = { path: '/images/demo/board-background.svg', color: '#1d4f5c' } as const;

/** White cards with soft corners and shadow over the board's deep background. */
const CARD: Partial<Style> = {
  borderRadius: 18,
  addBoxShadow: true,
  boxShadowVOffset: 8,
  boxShadowBlur: 24,
  boxShadowOpacity: 0.22,
  fontSize: 22,
  headerFontSize: 20,
  headerBgColor: '#ffffff',
  headerFontColor: '#1f4f5a',
  adjustHeaderPadding: true,
  headerPaddingTop: 14,
  headerPaddingRight: 18,
  headerPaddingBottom: 6,
  headerPaddingLeft: 18,
  adjustBodyPadding: true,
  paddingTop: 6,
  paddingRight: 18,
  paddingBottom: 14,
  paddingLeft: 18,
};

/** Text straight on the board, with no card around it. */
const ON_BOARD: Partial<Style> = {
  showHeader: false,
  addBoxShadow: false,
  bgOpacity: 0,
  fontColor: '#ffffff',
  adjustTextShadow: true,
  textShadowVOffset: 2,
  textShadowBlur: 8,
  textShadowColor: '#000000',
  textShadowOpacity: 0.35,
};

const PIGGY: Partial<Style> = {
  ...CARD,
  showHeader: false,
  fontSize: 16,
  paddingTop: 12,
  paddingLeft: 12,
  paddingRight: 12,
};

export interface SampleCard {
  id: string;
  type: WidgetType;
  at: [x: number, y: number, width: number, height: number];
  style?: Partial<Style>;
  /** Fields beyond the widget's own sample: the header the board shows, a second calendar's view. */
  fields?: Record<string, unknown>;
}

/** The card that greets the family by the time of day where the visitor is. */
export const GREETING_CARD_ID = 'demo-welcome';

/** Bottom to top: later cards are drawn over earlier ones. */
export const SAMPLE_CARDS: SampleCard[] = [
  {
    id: GREETING_CARD_ID,
    type: 'text',
    at: [40, 36, 1060, 104],
    style: { ...ON_BOARD, fontSize: 54, fontWeight: '800', fontFamily: 'Nunito' },
    fields: { headerText: 'Welcome' },
  },
  {
    id: 'demo-clock',
    type: 'clock',
    at: [1470, 30, 410, 116],
    style: { ...ON_BOARD, fontSize: 76, fontWeight: '700', textAlign: 'right' },
  },
  {
    id: 'demo-week',
    type: 'calendar',
    at: [40, 160, 1000, 420],
    style: { ...CARD, calendarAccentColor: '#2563eb' },
    fields: { headerText: 'This week' },
  },
  {
    id: 'demo-coming-up',
    type: 'events',
    at: [1060, 160, 390, 420],
    style: CARD,
    fields: { headerText: 'Coming up' },
  },
  {
    id: 'demo-photos',
    type: 'image',
    at: [1470, 160, 410, 420],
    style: { ...CARD, showHeader: false, adjustBodyPadding: false, paddingTop: 0, paddingBottom: 0 },
  },
  {
    id: 'demo-chores',
    type: 'list',
    at: [40, 600, 470, 440],
    style: { ...CARD, headerFontColor: '#166534' },
    fields: { headerText: 'Chores' },
  },
  {
    id: 'demo-menu',
    type: 'menu',
    at: [530, 600, 380, 440],
    style: { ...CARD, headerFontColor: '#9a3412' },
    fields: {
      headerText: 'Menu',
      menuConfig: { showBreakfast: true, showLunch: true, showDinner: true, daysToDisplay: 3 },
    },
  },
  {
    id: 'demo-month',
    type: 'calendar',
    at: [930, 600, 420, 440],
    style: { ...CARD, calendarAccentColor: '#2563eb', calendarMonthViewGridLinesColor: '#e5e7eb' },
    fields: { headerText: 'This month', calendarViewType: 'month' },
  },
  {
    id: 'demo-shopping',
    type: 'shopping',
    at: [1370, 600, 240, 440],
    style: { ...CARD, headerFontColor: '#6d28d9' },
    fields: { headerText: 'Shopping' },
  },
  {
    id: 'demo-piggy-maya',
    type: 'piggy-bank',
    at: [1630, 600, 250, 130],
    style: PIGGY,
  },
  {
    id: 'demo-piggy-leo',
    type: 'piggy-bank',
    at: [1630, 750, 250, 130],
    style: PIGGY,
    fields: { headerText: 'Leo’s Bank', piggyBankId: 2 },
  },
  {
    id: 'demo-music',
    type: 'spotify',
    at: [1630, 900, 250, 140],
    style: { ...CARD, showHeader: false, fontSize: 18, paddingTop: 14, spotifyAccentColor: '#1DB954' },
    fields: {
      spotifyConfig: { playlistId: 'demo', viewType: 'compact', autoplay: false, allowWallControl: false },
    },
  },
];
