/**
 * The client side of each widget type, one line each: its view on the board and its own panel in
 * the editor's component editor. Both are fetched the first time they are drawn. The views come
 * together, in one import (`viewModules.ts`), since the build groups them in shared scripts anyway;
 * a view's heavy helpers stay behind imports of their own, so they never reach a board that does not
 * use them (DESIGN §6 budget).
 */

import { type ComponentType, createElement, Suspense, use } from 'react';
import type { CalendarDay } from '../common/calendar-days';
import type { Component } from '../common/schemas/component';
import { httpUrl } from '../web/board/cssValues';
import type { WidgetType } from './registry';

export interface WidgetViewProps<C extends Component = Component> {
  component: C;
  /** False in fullscreen, view-only mode and while editing: the view must not act on taps then. */
  interactive: boolean;
  /** The body's font size in board pixels for the current preset. */
  fontSize: number;
  /** Drawn in the editor, where an empty widget prompts the family; a display shows nothing instead. */
  editing: boolean;
}

export interface WidgetSettingsProps<C extends Component = Component> {
  component: C;
  /** Fields to change on the component, e.g. `{ textContent }`. */
  onChange: (patch: Partial<C>) => void;
  /** Read-only, e.g. in demo mode. */
  disabled?: boolean;
}

/**
 * A part fetched on first render; `preload` starts the fetch earlier, `load` answers when it is in.
 */
export type LazyPart<P> = ComponentType<P> & {
  preload: () => void;
  load: () => Promise<void>;
  isLoaded: () => boolean;
};

/** Where the demo runs: its dates start today, and its pictures are served by this server. */
export interface DemoContext {
  today: CalendarDay;
  /** The page's origin (`http://host:port`): a board's picture addresses are absolute. */
  origin: string;
}

/**
 * Sample content for demo mode: the fields of the sample component, and the family data it shows,
 * as query answers to seed the cache with (so the real view draws it with no server).
 */
export interface WidgetDemo {
  sample: (context: DemoContext) => Record<string, unknown>;
  answers?: (context: DemoContext) => readonly (readonly [queryKey: readonly unknown[], answer: unknown])[];
}

export interface WidgetViews {
  View: LazyPart<WidgetViewProps>;
  Settings: LazyPart<WidgetSettingsProps>;
  /** Demo mode's sample, loaded only there. */
  demo: () => Promise<WidgetDemo>;
  /** Nothing to show yet (an image without a picture): a display leaves the card out altogether. */
  isBlank?: (component: Component) => boolean;
}

/**
 * A named export of a widget module, loaded on first render behind its own Suspense boundary.
 * Each module is written for its own component type; the board only ever hands it that type.
 * Once loaded it draws at once: React holds back a boundary's content for a while after showing its
 * fallback (to show several together), so suspending for a module already in would cost a board
 * that reloads a third of a second of empty cards.
 */
function lazyPart<P extends object, M>(load: () => Promise<M>, name: keyof M): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const fetchPart = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as unknown as ComponentType<P>;
      },
      (error: unknown) => {
        // A failed fetch (the network away) is tried again by the next render.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function Loaded(props: P) {
    if (!loaded) use(fetchPart());
    return createElement(loaded as ComponentType<P>, props);
  }
  function WidgetPart(props: P) {
    return createElement(Suspense, { fallback: null }, createElement(Loaded, props));
  }
  WidgetPart.displayName = `Widget(${String(name)})`;
  WidgetPart.preload = () => void fetchPart().catch(() => undefined);
  WidgetPart.load = fetchPart;
  WidgetPart.isLoaded = () => loaded !== null;
  return WidgetPart;
}

/**
 * Starts fetching the views of these widget types at once. React stops rendering a board's
 * other cards when one suspends, so without this each widget type would wait for the one before.
 */
export function preloadWidgetViews(types: Iterable<WidgetType>): void {
  for (const type of new Set(types)) widgetViews[type]?.View.preload();
}

/** Whether the views of these widget types are all in. */
export function widgetViewsLoaded(types: Iterable<WidgetType>): boolean {
  return [...types].every((type) => widgetViews[type]?.View.isLoaded() ?? true);
}

/** Answers once the views of these widget types are in (rejects if one of them failed to come). */
export async function loadWidgetViews(types: Iterable<WidgetType>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => widgetViews[type]?.View.load()));
}

/** The views, all in one import: see `widgets/viewModules.ts`. */
const loadViews = () => import('./viewModules');

/** Every available widget type's client side; a type that is not built yet has none. */
export const widgetViews: Partial<Record<WidgetType, WidgetViews>> = {
  text: {
    View: lazyPart(loadViews, 'TextView'),
    Settings: lazyPart(() => import('./text/Settings'), 'TextSettings'),
    demo: async () => (await import('./text/demo')).demo,
  },
  image: {
    View: lazyPart(loadViews, 'ImageView'),
    Settings: lazyPart(() => import('./image/Settings'), 'ImageSettings'),
    demo: async () => (await import('./image/demo')).demo,
    isBlank: (component) =>
      component.type === 'image' &&
      httpUrl(component.imageDataUrl) === null &&
      !component.album?.images.length &&
      !component.library,
  },
  spotify: {
    View: lazyPart(loadViews, 'SpotifyView'),
    Settings: lazyPart(() => import('./spotify/Settings'), 'SpotifySettings'),
    demo: async () => (await import('./spotify/demo')).demo,
  },
  clock: {
    View: lazyPart(loadViews, 'ClockView'),
    Settings: lazyPart(() => import('./clock/Settings'), 'ClockSettings'),
    demo: async () => (await import('./clock/demo')).demo,
  },
  list: {
    View: lazyPart(loadViews, 'ListView'),
    Settings: lazyPart(() => import('./list/Settings'), 'ListSettings'),
    demo: async () => (await import('./list/demo')).demo,
  },
  'piggy-bank': {
    View: lazyPart(loadViews, 'PiggyBankView'),
    Settings: lazyPart(() => import('./piggy-bank/Settings'), 'PiggyBankSettings'),
    demo: async () => (await import('./piggy-bank/demo')).demo,
  },
  shopping: {
    View: lazyPart(loadViews, 'ShoppingView'),
    Settings: lazyPart(() => import('./shopping/Settings'), 'ShoppingSettings'),
    demo: async () => (await import('./shopping/demo')).demo,
  },
  calendar: {
    View: lazyPart(loadViews, 'CalendarView'),
    Settings: lazyPart(() => import('./calendar/Settings'), 'CalendarSettings'),
    demo: async () => (await import('./calendar/demo')).demo,
  },
  events: {
    View: lazyPart(loadViews, 'EventsView'),
    Settings: lazyPart(() => import('./events/Settings'), 'EventsSettings'),
    demo: async () => (await import('./events/demo')).demo,
  },
  menu: {
    View: lazyPart(loadViews, 'MenuView'),
    Settings: lazyPart(() => import('./menu/Settings'), 'MenuSettings'),
    demo: async () => (await import('./menu/demo')).demo,
  },
  weather: {
    View: lazyPart(loadViews, 'WeatherView'),
    Settings: lazyPart(() => import('./weather/Settings'), 'WeatherSettings'),
    demo: async () => (await import('./weather/demo')).demo,
  },
  countdown: {
    View: lazyPart(loadViews, 'CountdownView'),
    Settings: lazyPart(() => import('./countdown/Settings'), 'CountdownSettings'),
    demo: async () => (await import('./countdown/demo')).demo,
  },
  recipe: {
    View: lazyPart(loadViews, 'RecipeView'),
    Settings: lazyPart(() => import('./recipe/Settings'), 'RecipeSettings'),
    demo: async () => (await import('./recipe/demo')).demo,
  },
};
