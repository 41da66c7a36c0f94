/**
 * The starter boards every family finds in the editor's Load From Template beside its own saved
 * screens: ready-made kitchen, chores, hallway and photo-frame boards. Each card is a widget's new
 * component (its schema's defaults) placed on the 1920×1080 base canvas; the other layout presets
 * are derived from it (layout.ts). A board is built when the family loads it, with the cards that
 * show one row of family data given the family's rows in order.
 */
import { type WidgetType, widgetFor } from '../widgets/registry';
import type { CalendarDay } from './calendar-days';
import type { Resource } from './resources';
import { type Component, createComponent } from './schemas/component';
import { type ScreenBody, screenBodySchema } from './schemas/screen';
import type { Style } from './schemas/style';
import { rowOf, withRow } from './simple-screen';

export type StarterId = 'kitchen' | 'chores' | 'hallway' | 'photo-frame';

interface StarterCard {
  type: WidgetType;
  at: [x: number, y: number, width: number, height: number];
  headerText?: string;
  /** The header is the name of the family's row the card shows, when it shows one. */
  headerFromRow?: boolean;
  style?: Partial<Style>;
  /** The widget's own fields beyond its defaults, for a board made on `today`. */
  fields?: Record<string, unknown> | ((today: CalendarDay) => Record<string, unknown>);
}

export interface StarterScreen {
  id: StarterId;
  name: string;
  /** One line under its name in the dialog. */
  description: string;
  background: Partial<ScreenBody['background']>;
  /** Bottom to top. */
  cards: readonly StarterCard[];
}

/** White cards with soft corners and shadow, and headers that read from across the room. */
const CARD: Partial<Style> = {
  borderRadius: 20,
  addBoxShadow: true,
  boxShadowVOffset: 6,
  boxShadowBlur: 20,
  boxShadowOpacity: 0.12,
  headerFontSize: 30,
  headerBgColor: '#ffffff',
  headerFontColor: '#1f2937',
  adjustHeaderPadding: true,
  headerPaddingTop: 18,
  headerPaddingRight: 24,
  headerPaddingBottom: 8,
  headerPaddingLeft: 24,
  adjustBodyPadding: true,
  paddingTop: 8,
  paddingRight: 24,
  paddingBottom: 18,
  paddingLeft: 24,
};

/** The time in large figures straight on the board, with no card around it. */
const BIG_CLOCK = (fontColor: string, textAlign: Style['textAlign']): Partial<Style> => ({
  showHeader: false,
  addBoxShadow: false,
  bgOpacity: 0,
  fontSize: 120,
  fontWeight: '700',
  fontColor,
  textAlign,
});

/** The family's clock: a starter follows the family's time zone, as a clock added in the editor does. */
const FAMILY_CLOCK = widgetFor('clock').added;

export const STARTER_SCREENS: readonly StarterScreen[] = [
  {
    id: 'kitchen',
    name: 'Kitchen',
    description: 'The menu, the shopping list, the time and the weather.',
    background: { type: 'color', color: '#f3ede4' },
    cards: [
      {
        type: 'menu',
        at: [40, 40, 620, 1000],
        headerText: 'Menu',
        style: { ...CARD, headerFontColor: '#9a3412' },
      },
      {
        type: 'shopping',
        at: [700, 40, 560, 1000],
        headerText: 'Shopping list',
        style: { ...CARD, headerFontColor: '#166534' },
        fields: { shoppingConfig: { itemsToDisplay: 12 } },
      },
      { type: 'clock', at: [1300, 40, 580, 200], style: BIG_CLOCK('#1f2937', 'right'), fields: FAMILY_CLOCK },
      { type: 'weather', at: [1300, 280, 580, 760], style: CARD },
    ],
  },
  {
    id: 'chores',
    name: 'Chores',
    description: 'A task list for each child and their piggy banks.',
    background: { type: 'color', color: '#e9f3ec' },
    cards: [
      {
        type: 'list',
        at: [40, 40, 900, 700],
        headerText: 'Chores',
        headerFromRow: true,
        style: { ...CARD, headerFontColor: '#1d4ed8' },
        fields: { listConfig: { features: { enableTaskFeatures: true } } },
      },
      {
        type: 'list',
        at: [980, 40, 900, 700],
        headerText: 'Chores',
        headerFromRow: true,
        style: { ...CARD, headerFontColor: '#be185d' },
        fields: { listConfig: { features: { enableTaskFeatures: true } } },
      },
      { type: 'piggy-bank', at: [40, 780, 900, 260], style: { ...CARD, showHeader: false } },
      { type: 'piggy-bank', at: [980, 780, 900, 260], style: { ...CARD, showHeader: false } },
    ],
  },
  {
    id: 'hallway',
    name: 'Hallway',
    description: 'The time, what is coming up, the weather and the days to look forward to.',
    background: { type: 'color', color: '#e6edf5' },
    cards: [
      { type: 'clock', at: [40, 40, 860, 200], style: BIG_CLOCK('#1e293b', 'left'), fields: FAMILY_CLOCK },
      { type: 'weather', at: [40, 280, 860, 760], style: CARD },
      {
        type: 'calendar',
        at: [940, 40, 940, 600],
        headerText: 'Coming up',
        style: { ...CARD, headerFontColor: '#1d4ed8' },
        fields: { calendarDisplayMode: 'nextDays' },
      },
      {
        type: 'countdown',
        at: [940, 680, 940, 360],
        headerText: 'Counting down',
        style: { ...CARD, headerFontColor: '#7c3aed' },
        // A date every family looks forward to, so the card counts from the start; the family adds its own.
        fields: (today) => ({
          countdownConfig: {
            items: [{ title: 'New Year’s Day', date: `${Number(today.slice(0, 4)) + 1}-01-01` }],
          },
        }),
      },
    ],
  },
  {
    id: 'photo-frame',
    name: 'Photo frame',
    description: "The family's photos in turn, with the time.",
    background: { type: 'image', color: '#111827', library: { intervalSeconds: 30, order: 'shuffle' } },
    cards: [
      {
        type: 'clock',
        at: [1260, 880, 620, 160],
        style: {
          ...BIG_CLOCK('#ffffff', 'right'),
          adjustTextShadow: true,
          textShadowVOffset: 2,
          textShadowBlur: 12,
          textShadowColor: '#000000',
          textShadowOpacity: 0.6,
        },
        fields: FAMILY_CLOCK,
      },
    ],
  },
];

export function starterScreen(id: string): StarterScreen | undefined {
  return STARTER_SCREENS.find((starter) => starter.id === id);
}

/** A family's rows of each resource a starter's cards show, oldest first. */
export type FamilyRows = Partial<Record<Resource, readonly { id: number; name: string }[]>>;

function card(spec: StarterCard, index: number, today: CalendarDay): Component {
  const created = createComponent(spec.type, `${spec.type}-${index + 1}`);
  const [x, y, width, height] = spec.at;
  return {
    ...created,
    ...(typeof spec.fields === 'function' ? spec.fields(today) : spec.fields),
    ...(spec.headerText === undefined ? {} : { headerText: spec.headerText }),
    x,
    y,
    width,
    height,
    zIndex: index,
    style: { ...created.style, ...spec.style },
  } as Component;
}

/**
 * A new screen of `starter` made on `today`: the n-th card showing a kind of family data shows the
 * family's n-th row of it; a card with no row left stays unchosen for the family to pick in the editor.
 */
export function starterScreenData(
  starter: StarterScreen,
  { rows = {}, today }: { rows?: FamilyRows; today: CalendarDay },
): ScreenBody & { name: string } {
  const taken = new Map<Resource, number>();
  const components = starter.cards.map((spec, index) => {
    const component = card(spec, index, today);
    const widget = widgetFor(spec.type);
    const resource = widget.source?.resource;
    if (!resource || rowOf(component, widget) !== null) return component;
    const nth = taken.get(resource) ?? 0;
    taken.set(resource, nth + 1);
    const row = rows[resource]?.[nth];
    if (!row) return component;
    const shown = withRow(component, widget, row.id);
    return spec.headerFromRow ? { ...shown, headerText: row.name } : shown;
  });
  const body = screenBodySchema.parse({
    components,
    background: starter.background,
    activeLayoutPreset: 'base',
  });
  return { ...body, name: starter.name };
}
