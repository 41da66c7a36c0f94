import { describe, expect, it } from 'vitest';
import { needsAppAtOnce } from './appStartRules';

describe('needsAppAtOnce', () => {
  it('waits for the first use on a plain visit and on a campaign link', () => {
    expect(needsAppAtOnce('', false)).toBe(false);
    expect(needsAppAtOnce('?utm_source=newsletter&utm_medium=email', false)).toBe(false);
  });

  it('starts at once for a query the page acts on, or a signed-in visitor', () => {
    expect(needsAppAtOnce('?login=true', false)).toBe(true);
    expect(needsAppAtOnce('?utm_source=x&signup=true', false)).toBe(true);
    expect(needsAppAtOnce('', true)).toBe(true);
  });
});
