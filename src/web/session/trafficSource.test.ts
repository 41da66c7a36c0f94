import { describe, expect, it } from 'vitest';
import { detectTrafficSource } from './trafficSource';

describe('detectTrafficSource', () => {
  it('prefers utm_source', () => {
    expect(detectTrafficSource('?utm_source=newsletter', 'https://www.google.com/')).toBe('newsletter');
  });

  it('uses the referrer host when there is no utm_source', () => {
    expect(detectTrafficSource('?login=true', 'https://www.google.com/search?q=luno')).toBe('www.google.com');
  });

  it('is direct without a referrer', () => {
    expect(detectTrafficSource('', '')).toBe('direct');
  });

  it('is unknown when the referrer cannot be parsed', () => {
    expect(detectTrafficSource('', 'not a url')).toBe('unknown');
  });
});
