/**
 * The demo's one screen, 'Try Me Out!': every widget type with the sample content of its demo.ts,
 * arranged as a full family board on the base 1920×1080 canvas. The widgets own their samples; this
 * file owns where each card sits and how it looks.
 */
import { DEFAULT_CANVAS_SIZE } from '../../common/board';
import type { Component } from '../../common/schemas/component';
import { createComponent } from '../../common/schemas/component';
import type { SavedScreen, Screen } from '../../common/schemas/screen';
import { repairScreen } from '../../common/schemas/screen-repair';
import type { Style } from '../../common/schemas/style';
import type { WidgetType } from '../../widgets/registry';
import type { DemoContext, WidgetDemo } from '../../widgets/views';
import { queryKeys } from '../api/freshness';

export const DEMO_SCREEN_NAME = 'Try Me Out!';
export const DEMO_SCREEN_ID = 1;

/** Every widget type's demo, loaded before the board is built. */
export type WidgetDemos = Partial<Record<WidgetType, WidgetDemo>>;

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

const PIGGY: Partial<Style> = { ...CARD, fontSize: 16, paddingTop: 12, paddingLeft: 12, paddingRight: 12 };

/** A greeting for the time of day where the visitor is, beside the clock. */
function greeting(now: Date): string {
  const hour = now.getHours();
  const part = hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 17 ? 'afternoon' : 'evening';
  return `Good ${part}, Parks family!`;
}

interface Card {
  id: string;
  type: WidgetType;
  at: [x: number, y: number, width: number, height: number];
  style?: Partial<Style>;
  /** Fields beyond the widget's own sample (a second calendar's view, a second piggy bank). */
  fields?: Record<string, unknown>;
}

/** Bottom to top: later cards are drawn over earlier ones. */
const CARDS: Card[] = [
  {
    id: 'demo-welcome',
    type: 'text',
    at: [40, 36, 1060, 104],
    style: { ...ON_BOARD, fontSize: 54, fontWeight: '800', fontFamily: 'Nunito' },
    fields: { headerText: 'Welcome', textContent: greeting(new Date()) },
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
  },
  {
    id: 'demo-coming-up',
    type: 'events',
    at: [1060, 160, 390, 420],
    style: CARD,
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
  },
  {
    id: 'demo-menu',
    type: 'menu',
    at: [530, 600, 380, 440],
    style: { ...CARD, headerFontColor: '#9a3412' },
    fields: { menuConfig: { showBreakfast: true, showLunch: true, showDinner: true, daysToDisplay: 3 } },
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

function card(demos: WidgetDemos, context: DemoContext, spec: Card, index: number): Component {
  const created = createComponent(spec.type, spec.id);
  const [x, y, width, height] = spec.at;
  return {
    ...created,
    ...demos[spec.type]?.sample(context),
    ...spec.fields,
    x,
    y,
    width,
    height,
    zIndex: index,
    style: { ...created.style, ...spec.style },
  } as Component;
}

/** The sample screen as the editor loads one, with every field the schema gives a default. */
export function sampleScreen(demos: WidgetDemos, context: DemoContext): Screen {
  return repairScreen({
    id: DEMO_SCREEN_ID,
    name: DEMO_SCREEN_NAME,
    version: 1,
    position: 0,
    components: CARDS.map((spec, index) => card(demos, context, spec, index)),
    background: {
      type: 'image',
      url: `${context.origin}/images/demo/board-background.svg`,
      color: '#1d4f5c',
      opacity: 1,
    },
    activeLayoutPreset: 'base',
    customDimensions: { widthPx: DEFAULT_CANVAS_SIZE.width, heightPx: DEFAULT_CANVAS_SIZE.height },
  });
}

/** Saved screens to look at in the Add Screen dialog: parts of the sample board. */
function sampleTemplates(screen: Screen, today: string): SavedScreen[] {
  const template = (id: number, name: string, types: WidgetType[]): SavedScreen => {
    const { id: _id, version: _version, position: _position, ...data } = screen;
    return {
      id,
      name,
      screenData: { ...data, name, components: screen.components.filter((c) => types.includes(c.type)) },
      createdAt: `${today}T08:00:00.000Z`,
    };
  };
  return [
    template(1, 'Kitchen: menu and shopping', ['clock', 'menu', 'shopping', 'image']),
    template(2, 'Kids’ room: chores and savings', ['clock', 'list', 'piggy-bank', 'spotify']),
  ];
}

/** Every query answer the sample board's widgets and the editor ask for. */
export function sampleAnswers(demos: WidgetDemos, context: DemoContext) {
  return [
    ...Object.values(demos).flatMap((demo) => demo?.answers?.(context) ?? []),
    [queryKeys.savedScreens, sampleTemplates(sampleScreen(demos, context), context.today)] as const,
  ];
}
