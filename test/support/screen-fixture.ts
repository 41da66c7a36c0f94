import { type Screen, screenDataSchema } from '../../src/common/schemas/screen';

/** A saved screen as the API answers it: every default of a new screen, then `overrides`. */
export function screenFixture(overrides: Partial<Screen> = {}): Screen {
  return { id: 1, version: 1, position: 0, ...screenDataSchema.parse({}), name: 'Hall', ...overrides };
}
