/**
 * A component card's CSS from its stored style (spec 02 §3 Style). The style comes complete from
 * the server (which fills defaults on read) or from createComponent, so a field that is missing
 * simply adds nothing. Kept free of the zod schemas so the viewer does not download them.
 */

import type { CSSProperties } from 'react';
import { DEFAULT_PADDING, DEFAULT_SHADOW_OPACITY, fontStack, OPACITY_RANGE } from '../../common/board';
import type { EffectiveLayout } from '../../common/layout';
import type { Style } from '../../common/schemas/style';
import { type Backdrop, type LayerParts, layerBackdrop, readableTextColor } from './contrast';
import { boxShadow, cssImageUrl, textShadow, withOpacity } from './cssValues';

export interface CardStyles {
  card: CSSProperties;
  /** The body's background, a layer of its own so its opacity leaves the content alone; null when nothing shows. */
  cardBackground: CSSProperties | null;
  /** Null when the header is off. */
  header: CSSProperties | null;
  headerBackground: CSSProperties | null;
  body: CSSProperties;
}

type FontLayout = Pick<EffectiveLayout, 'fontSize' | 'headerFontSize'>;

// The shadow colour defaultStyle() gives; only a hand-written style can lack one.
const SHADOW_COLOR = '#000000';

type BackgroundParts = LayerParts & { position?: string };

function backgroundLayer({ type, color, image, opacity, position }: BackgroundParts): CSSProperties | null {
  const layerOpacity = opacity ?? OPACITY_RANGE.max;
  if (layerOpacity <= OPACITY_RANGE.min) return null;
  const imageUrl = type === 'image' ? cssImageUrl(image) : null;
  if (imageUrl) {
    return {
      backgroundImage: imageUrl,
      backgroundSize: 'cover',
      backgroundPosition: position ?? 'center',
      backgroundRepeat: 'no-repeat',
      opacity: layerOpacity,
    };
  }
  if (!color) return null;
  return { backgroundColor: color, opacity: layerOpacity };
}

/**
 * The text colour the family chose, or (none chosen) dark or light by what shows behind the text.
 * Over a picture the automatic light text gets a soft shadow, unless the family set a shadow of its own.
 */
function textPaint(
  chosen: string | undefined,
  opacity: number | undefined,
  backdrop: Backdrop,
  ownShadow: string | undefined,
): Pick<CSSProperties, 'color' | 'textShadow'> {
  const color = withOpacity(chosen ?? readableTextColor(backdrop), opacity ?? OPACITY_RANGE.max);
  const shadow = ownShadow ?? (chosen === undefined && backdrop === null ? PICTURE_TEXT_SHADOW : undefined);
  return { color, textShadow: shadow };
}

const PICTURE_TEXT_SHADOW = '0 1px 3px rgba(0, 0, 0, 0.6)';

interface Padding {
  top: number | undefined;
  right: number | undefined;
  bottom: number | undefined;
  left: number | undefined;
}

function padding(adjusted: boolean | undefined, sides: Padding): string {
  if (!adjusted) return `${DEFAULT_PADDING}px`;
  const side = (value: number | undefined) => `${value ?? DEFAULT_PADDING}px`;
  return `${side(sides.top)} ${side(sides.right)} ${side(sides.bottom)} ${side(sides.left)}`;
}

function bodyStyle(style: Style, layout: FontLayout): CSSProperties {
  return {
    padding: padding(style.adjustBodyPadding, {
      top: style.paddingTop,
      right: style.paddingRight,
      bottom: style.paddingBottom,
      left: style.paddingLeft,
    }),
    fontSize: layout.fontSize,
  };
}

function headerStyle(style: Style, layout: FontLayout, backdrop: Backdrop): CSSProperties {
  const ownShadow = style.headerAdjustTextShadow
    ? textShadow({
        hOffset: style.headerTextShadowHOffset ?? 0,
        vOffset: style.headerTextShadowVOffset ?? 0,
        blur: style.headerTextShadowBlur ?? 0,
        color: style.headerTextShadowColor ?? SHADOW_COLOR,
        opacity: style.headerTextShadowOpacity ?? OPACITY_RANGE.max,
      })
    : undefined;
  return {
    fontFamily: style.headerFontFamily ? fontStack(style.headerFontFamily) : undefined,
    fontSize: layout.headerFontSize,
    fontWeight: style.headerFontWeight,
    ...textPaint(style.headerFontColor, style.headerFontOpacity, backdrop, ownShadow),
    textAlign: style.headerTextAlign,
    padding: padding(style.adjustHeaderPadding, {
      top: style.headerPaddingTop,
      right: style.headerPaddingRight,
      bottom: style.headerPaddingBottom,
      left: style.headerPaddingLeft,
    }),
  };
}

function cardStyle(style: Style, backdrop: Backdrop): CSSProperties {
  const borderWidth = style.borderWidth ?? 0;
  const ownShadow = style.adjustTextShadow
    ? textShadow({
        hOffset: style.textShadowHOffset ?? 0,
        vOffset: style.textShadowVOffset ?? 0,
        blur: style.textShadowBlur ?? 0,
        color: style.textShadowColor ?? SHADOW_COLOR,
        opacity: style.textShadowOpacity ?? OPACITY_RANGE.max,
      })
    : undefined;
  return {
    opacity: style.opacity ?? OPACITY_RANGE.max,
    borderRadius: style.borderRadius ?? 0,
    border: borderWidth > 0 ? `${borderWidth}px solid ${style.borderColor ?? 'currentColor'}` : undefined,
    boxShadow: style.addBoxShadow
      ? boxShadow({
          hOffset: style.boxShadowHOffset ?? 0,
          vOffset: style.boxShadowVOffset ?? 0,
          blur: style.boxShadowBlur ?? 0,
          spread: style.boxShadowSpread ?? 0,
          color: style.boxShadowColor ?? SHADOW_COLOR,
          opacity: style.boxShadowOpacity ?? DEFAULT_SHADOW_OPACITY,
        })
      : undefined,
    fontFamily: style.fontFamily ? fontStack(style.fontFamily) : undefined,
    fontWeight: style.fontWeight,
    ...textPaint(style.fontColor, style.fontOpacity, backdrop, ownShadow),
    textAlign: style.textAlign,
  };
}

function bodyLayer(style: Style): LayerParts {
  return { type: style.bodyBgType, color: style.bgColor, image: style.bgImage, opacity: style.bgOpacity };
}

function headerLayer(style: Style): LayerParts {
  return {
    type: style.headerBgType,
    color: style.headerBgColor,
    image: style.headerBgImage,
    opacity: style.headerBgOpacity,
  };
}

/** What shows behind a card's body text and behind its header, on a board whose cards sit on `board`. */
export function textBackdrops(style: Style, board: Backdrop): { body: Backdrop; header: Backdrop } {
  const body = layerBackdrop(bodyLayer(style), board);
  return { body, header: style.showHeader ? layerBackdrop(headerLayer(style), body) : body };
}

/** `board` is what shows behind the card (boardBackdrop), for text whose colour the family left automatic. */
export function cardStyles(style: Style, layout: FontLayout, board: Backdrop): CardStyles {
  const backdrops = textBackdrops(style, board);
  return {
    card: cardStyle(style, backdrops.body),
    cardBackground: backgroundLayer({ ...bodyLayer(style), position: style.backgroundPosition }),
    header: style.showHeader ? headerStyle(style, layout, backdrops.header) : null,
    headerBackground: style.showHeader ? backgroundLayer(headerLayer(style)) : null,
    body: bodyStyle(style, layout),
  };
}
