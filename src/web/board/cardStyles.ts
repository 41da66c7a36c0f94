/**
 * A component card's CSS from its stored style (spec 02 §3 Style). The style comes complete from
 * the server (which fills defaults on read) or from createComponent, so a field that is missing
 * simply adds nothing. Kept free of the zod schemas so the viewer does not download them.
 */

import type { CSSProperties } from 'react';
import { DEFAULT_PADDING, DEFAULT_SHADOW_OPACITY, fontStack, OPACITY_RANGE } from '../../common/board';
import type { EffectiveLayout } from '../../common/layout';
import type { Style } from '../../common/schemas/style';
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

interface BackgroundParts {
  type: 'color' | 'image' | undefined;
  color: string | undefined;
  image: string | null | undefined;
  opacity: number | undefined;
  position?: string;
}

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

function textColor(color: string | undefined, opacity: number | undefined): string | undefined {
  if (!color) return undefined;
  return withOpacity(color, opacity ?? OPACITY_RANGE.max);
}

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

function headerStyle(style: Style, layout: FontLayout): CSSProperties {
  return {
    fontFamily: style.headerFontFamily ? fontStack(style.headerFontFamily) : undefined,
    fontSize: layout.headerFontSize,
    fontWeight: style.headerFontWeight,
    color: textColor(style.headerFontColor, style.headerFontOpacity),
    textAlign: style.headerTextAlign,
    textShadow: style.headerAdjustTextShadow
      ? textShadow({
          hOffset: style.headerTextShadowHOffset ?? 0,
          vOffset: style.headerTextShadowVOffset ?? 0,
          blur: style.headerTextShadowBlur ?? 0,
          color: style.headerTextShadowColor ?? SHADOW_COLOR,
          opacity: style.headerTextShadowOpacity ?? OPACITY_RANGE.max,
        })
      : undefined,
    padding: padding(style.adjustHeaderPadding, {
      top: style.headerPaddingTop,
      right: style.headerPaddingRight,
      bottom: style.headerPaddingBottom,
      left: style.headerPaddingLeft,
    }),
  };
}

function cardStyle(style: Style): CSSProperties {
  const borderWidth = style.borderWidth ?? 0;
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
    color: textColor(style.fontColor, style.fontOpacity),
    textAlign: style.textAlign,
    textShadow: style.adjustTextShadow
      ? textShadow({
          hOffset: style.textShadowHOffset ?? 0,
          vOffset: style.textShadowVOffset ?? 0,
          blur: style.textShadowBlur ?? 0,
          color: style.textShadowColor ?? SHADOW_COLOR,
          opacity: style.textShadowOpacity ?? OPACITY_RANGE.max,
        })
      : undefined,
  };
}

export function cardStyles(style: Style, layout: FontLayout): CardStyles {
  return {
    card: cardStyle(style),
    cardBackground: backgroundLayer({
      type: style.bodyBgType,
      color: style.bgColor,
      image: style.bgImage,
      opacity: style.bgOpacity,
      position: style.backgroundPosition,
    }),
    header: style.showHeader ? headerStyle(style, layout) : null,
    headerBackground: style.showHeader
      ? backgroundLayer({
          type: style.headerBgType,
          color: style.headerBgColor,
          image: style.headerBgImage,
          opacity: style.headerBgOpacity,
        })
      : null,
    body: bodyStyle(style, layout),
  };
}
