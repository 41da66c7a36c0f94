import { describe, expect, it } from 'vitest';
import { initialsOf, nameFromEmail, PERSON_COLORS, textColorOn } from './people';

/** The WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channel = (index: number) => {
      const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('people', () => {
  it('writes a name on any colour a family picks at 4.5:1 or more', () => {
    const colors: string[] = PERSON_COLORS.map((color) => color.hex);
    // Every grey and a walk round the wheel, the hardest fills being those of middling brightness.
    for (let value = 0; value < 256; value += 5) {
      const hex = value.toString(16).padStart(2, '0');
      colors.push(`#${hex}${hex}${hex}`, `#${hex}00ff`, `#ff${hex}00`, `#00${hex}ff`);
    }
    for (const color of colors)
      expect(contrast(color, textColorOn(color)), color).toBeGreaterThanOrEqual(4.5);
  });

  it('stands a person in for their initials, and names a member from their address', () => {
    expect(initialsOf(' leo ')).toBe('L');
    expect(initialsOf('Anna maria Smith')).toBe('AM');
    expect(initialsOf('Émile')).toBe('É');
    expect(nameFromEmail('anna.smith@example.com')).toBe('Anna');
    expect(nameFromEmail('bo_jones42@example.com')).toBe('Bo');
    expect(nameFromEmail('42@example.com')).toBe('42');
  });
});
