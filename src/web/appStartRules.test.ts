import { describe, expect, it } from 'vitest';
import { needsAppAtOnce } from './appStartRules';

describe('needsAppAtOnce', () => {
  it('waits for the first use on a plain visit and on a campaign link', () => {
    expect(needsAppAtOnce('')).toBe(false);
    expect(needsAppAtOnce('?utm_source=newsletter&utm_medium=email')).toBe(false);
  });

  it('starts at once for a query the page acts on', () => {
    expect(needsAppAtOnce('?login=true')).toBe(true);
    expect(needsAppAtOnce('?utm_source=x&signup=true')).toBe(true);
    expect(needsAppAtOnce('?from=%2Fapp')).toBe(true);
  });
});
