/** CSS values built from a board's stored style: colours with an opacity, shadows, image URLs. */

import { OPACITY_RANGE } from '../../common/board';
import { isLibraryPhotoUrl } from '../../common/photo-sizes';

const HEX_COLOR = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function clampOpacity(opacity: number): number {
  if (!Number.isFinite(opacity)) return OPACITY_RANGE.max;
  return Math.min(OPACITY_RANGE.max, Math.max(OPACITY_RANGE.min, opacity));
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * `color` drawn at `opacity`. Hex colours (what the colour pickers store) become rgba(), which
 * every TV browser understands; names and rgb()/hsl() values go through color-mix().
 */
export function withOpacity(color: string, opacity: number): string {
  const alpha = clampOpacity(opacity);
  const hex = HEX_COLOR.exec(color.trim());
  if (hex) {
    const digits = hex[1];
    const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
    const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    const ownAlpha = full.length === 8 ? channel(3) / 255 : 1;
    return `rgba(${channel(0)}, ${channel(1)}, ${channel(2)}, ${round(alpha * ownAlpha)})`;
  }
  if (alpha === OPACITY_RANGE.max) return color;
  return `color-mix(in srgb, ${color} ${round(alpha * 100)}%, transparent)`;
}

export interface ShadowParts {
  hOffset: number;
  vOffset: number;
  blur: number;
  color: string;
  opacity: number;
}

export function textShadow({ hOffset, vOffset, blur, color, opacity }: ShadowParts): string {
  return `${hOffset}px ${vOffset}px ${blur}px ${withOpacity(color, opacity)}`;
}

export function boxShadow(shadow: ShadowParts & { spread: number }): string {
  return `${shadow.hOffset}px ${shadow.vOffset}px ${shadow.blur}px ${shadow.spread}px ${withOpacity(shadow.color, shadow.opacity)}`;
}

const HTTP_URL = /^https?:\/\//i;

/**
 * An http(s) URL, or a photo of the family's library, for use in markup; null for anything else
 * (javascript:, data:, blank).
 */
export function httpUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed && (HTTP_URL.test(trimmed) || isLibraryPhotoUrl(trimmed)) ? trimmed : null;
}

/** A CSS url() for an http(s) image, quoted and escaped so no URL can end the declaration early. */
export function cssImageUrl(url: string | null | undefined): string | null {
  const safe = httpUrl(url);
  if (!safe) return null;
  const escaped = safe.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, '');
  return `url("${escaped}")`;
}
