/**
 * The style a new component starts from, kept apart from the zod schemas so that a page drawing
 * cards without them (the demo's first view) has the same defaults the schemas fill in.
 */

import {
  CALENDAR_MONTH_GRID_LINES_COLOR,
  DEFAULT_CALENDAR_CARD_EVENT_FONT_SIZE,
  DEFAULT_CARD_VALUE_FONT_SIZE,
  DEFAULT_FONT_SIZE,
  DEFAULT_HEADER_FONT_SIZE,
  DEFAULT_PADDING,
  DEFAULT_SHADOW_OPACITY,
  SPOTIFY_ACCENT_COLOR,
} from './board';
import type { Style } from './schemas/style';

/**
 * A complete style for a new component. Left out on purpose: cardPadding, so a list card keeps its
 * two-value default padding (DEFAULT_LIST_CARD_PADDING), and the text colours, so text stays dark or
 * light by what is behind it until the family picks a colour (see web/board/contrast.ts).
 */
export function defaultStyle(): Style {
  return {
    zIndex: 1,
    fontSize: DEFAULT_FONT_SIZE,
    fontWeight: 'normal',
    fontOpacity: 1,
    textAlign: 'left',
    opacity: 1,
    isVisible: true,

    borderWidth: 0,
    borderColor: '#000000',
    borderRadius: 8,

    showHeader: true,
    headerFontSize: DEFAULT_HEADER_FONT_SIZE,
    headerFontWeight: 'bold',
    headerFontOpacity: 1,
    headerTextAlign: 'left',
    headerBgType: 'color',
    headerBgColor: '#f3f4f6',
    headerBgImage: null,
    headerBgOpacity: 1,
    headerAdjustTextShadow: false,
    headerTextShadowHOffset: 1,
    headerTextShadowVOffset: 1,
    headerTextShadowBlur: 2,
    headerTextShadowColor: '#000000',
    headerTextShadowOpacity: 0,
    adjustHeaderPadding: false,
    headerPaddingTop: DEFAULT_PADDING,
    headerPaddingRight: DEFAULT_PADDING,
    headerPaddingBottom: DEFAULT_PADDING,
    headerPaddingLeft: DEFAULT_PADDING,

    bodyBgType: 'color',
    bgColor: '#ffffff',
    bgImage: null,
    bgOpacity: 1,
    backgroundPosition: 'center',

    addBoxShadow: true,
    boxShadowHOffset: 0,
    boxShadowVOffset: 2,
    boxShadowBlur: 8,
    boxShadowSpread: 0,
    boxShadowColor: '#000000',
    boxShadowOpacity: DEFAULT_SHADOW_OPACITY,

    adjustTextShadow: false,
    textShadowHOffset: 1,
    textShadowVOffset: 1,
    textShadowBlur: 2,
    textShadowColor: '#000000',
    textShadowOpacity: 0,

    adjustBodyPadding: false,
    paddingTop: DEFAULT_PADDING,
    paddingRight: DEFAULT_PADDING,
    paddingBottom: DEFAULT_PADDING,
    paddingLeft: DEFAULT_PADDING,

    cardBgColor: '#ffffff',
    cardBgOpacity: 1,
    cardFontColor: '#222222',
    cardTaskFontSize: DEFAULT_FONT_SIZE,
    cardValueFontSize: DEFAULT_CARD_VALUE_FONT_SIZE,
    cardValueColor: '#2e7d32',
    cardBorderRadius: 8,

    calendarCardBgColor: '#ffffff',
    calendarCardBgOpacity: 1,
    calendarCardFontColor: '#222222',
    calendarCardEventFontSize: DEFAULT_CALENDAR_CARD_EVENT_FONT_SIZE,
    calendarCardBorderRadius: 8,
    calendarCardPadding: DEFAULT_PADDING,
    calendarAccentColor: '#3b82f6',
    calendarAccentOpacity: 1,
    calendarMonthViewShowUi: true,
    calendarMonthViewShowGridLines: true,
    calendarMonthViewGridLinesColor: CALENDAR_MONTH_GRID_LINES_COLOR,

    spotifyAccentColor: SPOTIFY_ACCENT_COLOR,
  };
}
