/**
 * The demo's one screen, 'Try Me Out!': every widget type with the sample content of its demo.ts,
 * placed and styled as sampleLayout.ts says. The widgets own their samples; the layout owns where
 * each card sits and how it looks.
 */
import { DEFAULT_CANVAS_SIZE } from '../../common/board';
import type { Component } from '../../common/schemas/component';
import { createComponent } from '../../common/schemas/component';
import type { SavedScreen, Screen } from '../../common/schemas/screen';
import { readScreen } from '../../common/schemas/screen-document';
import type { WidgetType } from '../../widgets/registry';
import type { DemoContext, WidgetDemo } from '../../widgets/views';
import { queryKeys } from '../api/freshness';
import {
  DEMO_BACKGROUND,
  DEMO_SCREEN_ID,
  DEMO_SCREEN_NAME,
  GREETING_CARD_ID,
  SAMPLE_CARDS,
  type SampleCard,
} from './sampleLayout';

/** Every widget type's demo, loaded before the board is built. */
export type WidgetDemos = Partial<Record<WidgetType, WidgetDemo>>;

/** A greeting for the time of day where the visitor is, beside the clock. */
function greeting(now: Date): string {
  const hour = now.getHours();
  const part = hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 17 ? 'afternoon' : 'evening';
  return `Good ${part}, Parks family!`;
}

function card(demos: WidgetDemos, context: DemoContext, spec: SampleCard, index: number): Component {
  const created = createComponent(spec.type, spec.id);
  const [x, y, width, height] = spec.at;
  return {
    ...created,
    ...demos[spec.type]?.sample(context),
    ...spec.fields,
    ...(spec.id === GREETING_CARD_ID ? { textContent: greeting(new Date()) } : {}),
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
  return readScreen({
    id: DEMO_SCREEN_ID,
    name: DEMO_SCREEN_NAME,
    version: 1,
    position: 0,
    components: SAMPLE_CARDS.map((spec, index) => card(demos, context, spec, index)),
    background: {
      type: 'image',
      url: `${context.origin}${DEMO_BACKGROUND.path}`,
      color: DEMO_BACKGROUND.color,
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

/** Every query answer the sample board's widgets and the editor ask for; `sample` is sampleScreen's. */
export function sampleAnswers(demos: WidgetDemos, context: DemoContext, sample: Screen) {
  return [
    ...Object.values(demos).flatMap((demo) => demo?.answers?.(context) ?? []),
    [queryKeys.savedScreens, sampleTemplates(sample, context.today)] as const,
  ];
}
