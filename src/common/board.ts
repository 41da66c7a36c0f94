/** Board constants of spec 02 §5 and §9: canvas sizes, presets, grid, slider ranges, fonts, clock zones. */

export interface CanvasSize {
  width: number;
  height: number;
}

export interface NumberRange {
  min: number;
  max: number;
}

export const DEFAULT_CANVAS_SIZE: CanvasSize = { width: 1920, height: 1080 };

// The order is also the "prior preset" order: a missing layout is derived from the nearest earlier one.
export const LAYOUT_PRESETS = ['base', 'tv_16_9', 'ipad_landscape', 'ipad_portrait', 'custom'] as const;
export type LayoutPreset = (typeof LAYOUT_PRESETS)[number];
export type FixedLayoutPreset = Exclude<LayoutPreset, 'custom'>;

export const DEFAULT_LAYOUT_PRESET: LayoutPreset = 'base';

export const FIXED_PRESET_SIZES: Record<FixedLayoutPreset, CanvasSize> = {
  base: { width: 1920, height: 1080 },
  tv_16_9: { width: 1920, height: 1080 },
  ipad_landscape: { width: 1024, height: 768 },
  ipad_portrait: { width: 768, height: 1024 },
};

export const PRESET_LABELS: Record<LayoutPreset, string> = {
  base: 'Base',
  tv_16_9: 'TV 16:9',
  ipad_landscape: 'iPad Landscape',
  ipad_portrait: 'iPad Portrait',
  custom: 'Custom',
};

/** Viewports at least this wide show the base layout whatever their height. */
export const AUTO_DETECT_BASE_MIN_WIDTH = 1280;

/** Upper bound for custom canvas dimensions, so a typo cannot create a canvas nobody can scroll. */
export const MAX_CUSTOM_DIMENSION = 10_000;

export const GRID = 10;
export const MIN_SIZE = 10;
/** Bound on positions and sizes, far beyond any screen, to reject garbage numbers. */
export const MAX_COORDINATE = 100_000;

export const FONT_SIZE_RANGE: NumberRange = { min: 8, max: 248 };
/**
 * A new card's text, in board pixels: read from across the room on a 1920x1080 board (TV platforms
 * ask for about 28 px body text at 1080p), and scaled with the board on any other display. Lines
 * that say less (a repeat rule, an assignee, a meal's name) are 0.8 of the body: 22.4 px. The spec's
 * 16 and 12 were too small for a wall; see docs/decisions.md.
 */
export const DEFAULT_FONT_SIZE = 28;
export const DEFAULT_HEADER_FONT_SIZE = 24;
/** Preset derivation scales fonts down, never below this. */
export const MIN_SCALED_FONT_SIZE = 8;

export const SHADOW_OFFSET_RANGE: NumberRange = { min: -50, max: 50 };
export const SHADOW_BLUR_RANGE: NumberRange = { min: 0, max: 100 };
export const SHADOW_SPREAD_RANGE: NumberRange = { min: -50, max: 50 };
export const DEFAULT_SHADOW_OPACITY = 0.1;

export const CORNER_RADIUS_RANGE: NumberRange = { min: 0, max: 100 };
export const CARD_RADIUS_RANGE: NumberRange = { min: 0, max: 50 };

export const OUTLINE_WIDTH_RANGE: NumberRange = { min: 1, max: 20 };
/** The width an outline gets when the user switches it on. */
export const OUTLINE_WIDTH_ON_ENABLE = 2;

export const TEXT_SHADOW_OFFSET_RANGE: NumberRange = { min: -20, max: 20 };
export const TEXT_SHADOW_BLUR_RANGE: NumberRange = { min: 0, max: 20 };
/** Switching a text shadow on while its opacity is 0 would show nothing, so it gets this opacity. */
export const TEXT_SHADOW_OPACITY_ON_ENABLE = 0.5;

export const OPACITY_RANGE: NumberRange = { min: 0, max: 1 };
export const OPACITY_STEP = 0.01;

export const HEADER_PADDING_RANGE: NumberRange = { min: 0, max: 30 };
export const BODY_PADDING_RANGE: NumberRange = { min: 0, max: 50 };
export const DEFAULT_PADDING = 10;

export const CALENDAR_CARD_EVENT_FONT_RANGE: NumberRange = { min: 8, max: 36 };
export const DEFAULT_CALENDAR_CARD_EVENT_FONT_SIZE = DEFAULT_FONT_SIZE;
export const CARD_TASK_FONT_RANGE: NumberRange = { min: 8, max: 48 };
export const CARD_VALUE_FONT_RANGE: NumberRange = { min: 10, max: 72 };
export const DEFAULT_CARD_VALUE_FONT_SIZE = 32;
export const CARD_PADDING_RANGE: NumberRange = { min: 0, max: 50 };
/** CSS padding of a list card whose style sets no cardPadding. */
export const DEFAULT_LIST_CARD_PADDING = '10px 15px';

export const CALENDAR_MONTH_GRID_LINES_COLOR = '#dddddd';
export const SPOTIFY_ACCENT_COLOR = '#1DB954';

/** Longest screen timer: the viewer's setTimeout misfires beyond about 24.8 days, and a day is plenty. */
export const MAX_TIMER_SECONDS = 86_400;

export const CANVAS_SCALE_MAX = 1;
export const RESIZE_DEBOUNCE_MS = 100;
export const SAVE_DEBOUNCE_MS = 1200;

export interface FontFamily {
  /** The CSS font-family name, also what a style stores. */
  family: string;
  /** Generic family used while the web font loads. */
  fallback: 'sans-serif' | 'serif' | 'cursive';
  /** The self-hosted font package (no third-party font CDN). */
  fontsourcePackage: string;
}

export const FONT_FAMILIES = [
  { family: 'Roboto', fallback: 'sans-serif', fontsourcePackage: '@fontsource/roboto' },
  { family: 'Open Sans', fallback: 'sans-serif', fontsourcePackage: '@fontsource/open-sans' },
  { family: 'Lato', fallback: 'sans-serif', fontsourcePackage: '@fontsource/lato' },
  { family: 'Montserrat', fallback: 'sans-serif', fontsourcePackage: '@fontsource/montserrat' },
  { family: 'Poppins', fallback: 'sans-serif', fontsourcePackage: '@fontsource/poppins' },
  { family: 'Nunito', fallback: 'sans-serif', fontsourcePackage: '@fontsource/nunito' },
  { family: 'Raleway', fallback: 'sans-serif', fontsourcePackage: '@fontsource/raleway' },
  { family: 'Inter', fallback: 'sans-serif', fontsourcePackage: '@fontsource/inter' },
  { family: 'Source Sans 3', fallback: 'sans-serif', fontsourcePackage: '@fontsource/source-sans-3' },
  { family: 'Oswald', fallback: 'sans-serif', fontsourcePackage: '@fontsource/oswald' },
  { family: 'Merriweather', fallback: 'serif', fontsourcePackage: '@fontsource/merriweather' },
  { family: 'Playfair Display', fallback: 'serif', fontsourcePackage: '@fontsource/playfair-display' },
  { family: 'Lora', fallback: 'serif', fontsourcePackage: '@fontsource/lora' },
  { family: 'Pacifico', fallback: 'cursive', fontsourcePackage: '@fontsource/pacifico' },
] as const satisfies readonly FontFamily[];

export type FontFamilyName = (typeof FONT_FAMILIES)[number]['family'];
export const FONT_FAMILY_NAMES = FONT_FAMILIES.map((font) => font.family) as [
  FontFamilyName,
  ...FontFamilyName[],
];

/** The CSS font-family value for a stored family name, with its generic fallback. */
export function fontStack(family: FontFamilyName): string {
  const font = FONT_FAMILIES.find((candidate) => candidate.family === family);
  return font ? `'${font.family}', ${font.fallback}` : 'sans-serif';
}

export const FONT_WEIGHTS = [
  'normal',
  'bold',
  'lighter',
  'bolder',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export const BACKGROUND_POSITIONS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const;

/** Size limits of a screen document, so one request or row stays small. */
export const MAX_COMPONENTS_PER_SCREEN = 200;
export const MAX_SCREEN_NAME_LENGTH = 100;
export const MAX_TEXT_LENGTH = 10_000;
