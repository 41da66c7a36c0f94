/**
 * The style of a board component (spec 02 §3 Style) with the slider ranges of §5, and the field
 * schemas that widget fields share with it (ranges, colours, image URLs, row references).
 */

import { z } from 'zod';
import {
  BACKGROUND_POSITIONS,
  BODY_PADDING_RANGE,
  CALENDAR_CARD_EVENT_FONT_RANGE,
  CARD_PADDING_RANGE,
  CARD_RADIUS_RANGE,
  CARD_TASK_FONT_RANGE,
  CARD_VALUE_FONT_RANGE,
  CORNER_RADIUS_RANGE,
  FONT_FAMILY_NAMES,
  FONT_SIZE_RANGE,
  FONT_WEIGHTS,
  HEADER_PADDING_RANGE,
  type NumberRange,
  OPACITY_RANGE,
  OUTLINE_WIDTH_RANGE,
  SHADOW_BLUR_RANGE,
  SHADOW_OFFSET_RANGE,
  SHADOW_SPREAD_RANGE,
  TEXT_ALIGNMENTS,
  TEXT_SHADOW_BLUR_RANGE,
  TEXT_SHADOW_OFFSET_RANGE,
} from '../board';
import { isLibraryPhotoUrl } from '../photo-sizes';

/** A number inside a slider range, with one sentence for every way it can be wrong. */
export function rangedNumber(label: string, range: NumberRange) {
  const message = `${label} must be a number from ${range.min} to ${range.max}.`;
  return z.number({ error: message }).min(range.min, { error: message }).max(range.max, { error: message });
}

// Hex, rgb()/hsl() and colour names only: a style value ends up in CSS, so nothing else gets through.
const COLOR_PATTERN = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30}|(rgb|hsl)a?\([\d\s.,%/+-]{1,60}\))?$/;

export function colorSchema(label: string) {
  const message = `${label} must be a hex code, an rgb() or hsl() value, or a colour name.`;
  return z.string({ error: message }).regex(COLOR_PATTERN, { error: message });
}

const HTTP_URL_MAX_LENGTH = 2048;

/** An http(s) URL, trimmed; an empty one means no image and becomes null. */
const httpImageUrl = z.url({ protocol: /^https?$/ });

export function imageUrlSchema(label: string) {
  const message = `${label} must be an http or https URL.`;
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    },
    z
      .string({ error: message })
      .max(HTTP_URL_MAX_LENGTH, { error: `${label} must be at most ${HTTP_URL_MAX_LENGTH} characters.` })
      // A photo from the family's library is named by its path on this server.
      .refine((url) => isLibraryPhotoUrl(url) || httpImageUrl.safeParse(url).success, { error: message })
      .nullable(),
  );
}

const MAX_CREDIT_NAME_LENGTH = 200;

/**
 * Who took a stock photo a board shows, and where: shown on the board as "Photo by X on Pexels".
 * Null for a picture of the family's own.
 */
export const photoCreditSchema = z
  .object({
    photographer: z
      .string({ error: 'The photographer must be text.' })
      .trim()
      .min(1, { error: 'The photographer must be named.' })
      .max(MAX_CREDIT_NAME_LENGTH, {
        error: `The photographer's name must be at most ${MAX_CREDIT_NAME_LENGTH} characters.`,
      }),
    photographerUrl: imageUrlSchema("The photographer's link"),
    photoUrl: imageUrlSchema("The photo's link"),
  })
  .nullable();
export type PhotoCredit = z.output<typeof photoCreditSchema>;

/** Layers are renumbered 0..n-1 as they move; this bound only keeps a stray value sane. */
const MAX_LAYER_ORDER = 1_000_000;

export function layerOrderSchema(label: string) {
  const message = `${label} must be a whole number from -${MAX_LAYER_ORDER} to ${MAX_LAYER_ORDER}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(-MAX_LAYER_ORDER, { error: message })
    .max(MAX_LAYER_ORDER, { error: message });
}

const fontFamily = (label: string) =>
  z.enum(FONT_FAMILY_NAMES, { error: `${label} must be one of the offered font families.` });

// Clients may send numeric weights such as 700; the style stores CSS keyword strings.
const fontWeight = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.enum(FONT_WEIGHTS, { error: `${label} must be normal, bold, lighter, bolder or 100 to 900.` }),
  );

const textAlign = (label: string) =>
  z.enum(TEXT_ALIGNMENTS, { error: `${label} must be left, center, right or justify.` });

const backgroundType = (label: string) =>
  z.enum(['color', 'image'], { error: `${label} must be color or image.` });

const opacity = (label: string) => rangedNumber(label, OPACITY_RANGE);
const flag = (label: string) => z.boolean({ error: `${label} must be true or false.` });

// Width 0 is the outline switched off; when on, the slider spans OUTLINE_WIDTH_RANGE.
const outlineWidth = rangedNumber('Outline width', { min: 0, max: OUTLINE_WIDTH_RANGE.max });

export const styleSchema = z
  .object({
    zIndex: layerOrderSchema('Style layer order'),
    fontSize: rangedNumber('Font size', FONT_SIZE_RANGE),
    fontFamily: fontFamily('Font family'),
    fontColor: colorSchema('Font colour'),
    fontWeight: fontWeight('Font weight'),
    fontOpacity: opacity('Text opacity'),
    textAlign: textAlign('Text alignment'),
    opacity: opacity('Opacity'),
    isVisible: flag('Visibility'),

    borderWidth: outlineWidth,
    borderColor: colorSchema('Outline colour'),
    borderRadius: rangedNumber('Corner radius', CORNER_RADIUS_RANGE),

    showHeader: flag('Show header'),
    headerFontFamily: fontFamily('Header font family'),
    headerFontSize: rangedNumber('Header font size', FONT_SIZE_RANGE),
    headerFontWeight: fontWeight('Header font weight'),
    headerFontColor: colorSchema('Header font colour'),
    headerFontOpacity: opacity('Header text opacity'),
    headerTextAlign: textAlign('Header text alignment'),
    headerBgType: backgroundType('Header background type'),
    headerBgColor: colorSchema('Header background colour'),
    headerBgImage: imageUrlSchema('Header background image'),
    headerBgOpacity: opacity('Header background opacity'),
    headerAdjustTextShadow: flag('Header text shadow'),
    headerTextShadowHOffset: rangedNumber('Header text shadow horizontal offset', TEXT_SHADOW_OFFSET_RANGE),
    headerTextShadowVOffset: rangedNumber('Header text shadow vertical offset', TEXT_SHADOW_OFFSET_RANGE),
    headerTextShadowBlur: rangedNumber('Header text shadow blur', TEXT_SHADOW_BLUR_RANGE),
    headerTextShadowColor: colorSchema('Header text shadow colour'),
    headerTextShadowOpacity: opacity('Header text shadow opacity'),
    adjustHeaderPadding: flag('Header padding'),
    headerPaddingTop: rangedNumber('Header top padding', HEADER_PADDING_RANGE),
    headerPaddingRight: rangedNumber('Header right padding', HEADER_PADDING_RANGE),
    headerPaddingBottom: rangedNumber('Header bottom padding', HEADER_PADDING_RANGE),
    headerPaddingLeft: rangedNumber('Header left padding', HEADER_PADDING_RANGE),

    bodyBgType: backgroundType('Background type'),
    bgColor: colorSchema('Background colour'),
    bgImage: imageUrlSchema('Background image'),
    bgOpacity: opacity('Background opacity'),
    /** Who took the card's background picture, when it is a stock photo. */
    bgImageCredit: photoCreditSchema,
    backgroundPosition: z.enum(BACKGROUND_POSITIONS, {
      error: 'Background position must be center, a side or a corner.',
    }),

    addBoxShadow: flag('Layer shadow'),
    boxShadowHOffset: rangedNumber('Shadow horizontal offset', SHADOW_OFFSET_RANGE),
    boxShadowVOffset: rangedNumber('Shadow vertical offset', SHADOW_OFFSET_RANGE),
    boxShadowBlur: rangedNumber('Shadow blur', SHADOW_BLUR_RANGE),
    boxShadowSpread: rangedNumber('Shadow spread', SHADOW_SPREAD_RANGE),
    boxShadowColor: colorSchema('Shadow colour'),
    boxShadowOpacity: opacity('Shadow opacity'),

    adjustTextShadow: flag('Text shadow'),
    textShadowHOffset: rangedNumber('Text shadow horizontal offset', TEXT_SHADOW_OFFSET_RANGE),
    textShadowVOffset: rangedNumber('Text shadow vertical offset', TEXT_SHADOW_OFFSET_RANGE),
    textShadowBlur: rangedNumber('Text shadow blur', TEXT_SHADOW_BLUR_RANGE),
    textShadowColor: colorSchema('Text shadow colour'),
    textShadowOpacity: opacity('Text shadow opacity'),

    adjustBodyPadding: flag('Body padding'),
    paddingTop: rangedNumber('Top padding', BODY_PADDING_RANGE),
    paddingRight: rangedNumber('Right padding', BODY_PADDING_RANGE),
    paddingBottom: rangedNumber('Bottom padding', BODY_PADDING_RANGE),
    paddingLeft: rangedNumber('Left padding', BODY_PADDING_RANGE),

    cardBgColor: colorSchema('Card background colour'),
    cardBgOpacity: opacity('Card background opacity'),
    cardFontColor: colorSchema('Card font colour'),
    cardTaskFontSize: rangedNumber('Card task font size', CARD_TASK_FONT_RANGE),
    cardValueFontSize: rangedNumber('Card value font size', CARD_VALUE_FONT_RANGE),
    cardValueColor: colorSchema('Card value colour'),
    cardBorderRadius: rangedNumber('Card corner radius', CARD_RADIUS_RANGE),
    cardPadding: rangedNumber('Card padding', CARD_PADDING_RANGE),

    calendarCardBgColor: colorSchema('Calendar card background colour'),
    calendarCardBgOpacity: opacity('Calendar card background opacity'),
    calendarCardFontColor: colorSchema('Calendar card font colour'),
    calendarCardEventFontSize: rangedNumber('Calendar card event font size', CALENDAR_CARD_EVENT_FONT_RANGE),
    calendarCardBorderRadius: rangedNumber('Calendar card corner radius', CARD_RADIUS_RANGE),
    calendarCardPadding: rangedNumber('Calendar card padding', CARD_PADDING_RANGE),
    calendarAccentColor: colorSchema('Calendar accent colour'),
    calendarAccentOpacity: opacity('Calendar accent opacity'),
    calendarMonthViewShowUi: flag('Month view controls'),
    calendarMonthViewShowGridLines: flag('Month view grid lines'),
    calendarMonthViewGridLinesColor: colorSchema('Month view grid line colour'),

    spotifyAccentColor: colorSchema('Music player accent colour'),
  })
  .partial();

export type Style = z.output<typeof styleSchema>;
