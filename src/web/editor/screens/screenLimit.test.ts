import { describe, expect, it } from 'vitest';
import { isAtScreenLimit, overLimitMessage, screenLimitNotice } from './screenLimit';

describe('screen limit dialog text', () => {
  it('names the limit and the plan, and offers an upgrade below the top tier', () => {
    expect(screenLimitNotice('core')).toEqual({
      message: "You've reached your screen limit of 2 for the Core plan.",
      canUpgrade: true,
    });
    expect(screenLimitNotice('plus').message).toBe(
      "You've reached your screen limit of 6 for the Plus plan.",
    );
  });

  it('offers no upgrade on the top tier', () => {
    expect(screenLimitNotice('plus_forever')).toEqual({
      message: "You've reached your screen limit of 10 for the Plus Forever plan.",
      canUpgrade: false,
    });
  });

  it('shows the server’s sentence when a 403 brought one', () => {
    expect(screenLimitNotice('core', 'Limit from the server.').message).toBe('Limit from the server.');
  });

  it('knows the family is at the limit from the plan and the count', () => {
    expect(isAtScreenLimit('core', 1)).toBe(false);
    expect(isAtScreenLimit('core', 2)).toBe(true);
    expect(isAtScreenLimit('plus_forever', 10)).toBe(true);
    expect(isAtScreenLimit(null, 99)).toBe(false);
  });
});

describe('a plan that shrank', () => {
  it('keeps its screens and says why no more can be added', () => {
    expect(overLimitMessage('core', 2)).toBeNull();
    expect(overLimitMessage('core', 5)).toBe(
      'Your family has 5 screens and the Core plan includes 2. Every screen stays, but new ones can be added only once there are fewer than 2, or with a bigger plan.',
    );
    expect(screenLimitNotice('core', 'server sentence', 5).message).toMatch(/^Your family has 5 screens/);
    expect(screenLimitNotice('core', 'server sentence', 2).message).toBe('server sentence');
  });
});
