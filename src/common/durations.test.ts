import { describe, expect, it } from 'vitest';
import { clockText, isoDurationMinutes, minutesText, stepTimers } from './durations';

describe('isoDurationMinutes', () => {
  it.each([
    ['PT1H30M', 90],
    ['PT45M', 45],
    ['PT2H', 120],
    ['PT90S', 2],
    ['PT0.5H', 30],
    ['P1DT2H', 1560],
    ['P0DT0H20M', 20],
    ['pt10m', 10],
    [' PT5M ', 5],
  ])('%s is %d minutes', (text, minutes) => {
    expect(isoDurationMinutes(text)).toBe(minutes);
  });

  it.each(['', 'P', 'PT', '30 minutes', 'PT1H30', 'P1M', 'P1Y', 'PT-5M', '1:30', 'P2W3D', 'PTM'])(
    'ignores %j',
    (text) => {
      // P2W3D is a real duration but longer than any cooking: ignored too.
      expect(isoDurationMinutes(text)).toBeUndefined();
    },
  );

  it('ignores what is not text', () => {
    expect(isoDurationMinutes(30)).toBeUndefined();
    expect(isoDurationMinutes(null)).toBeUndefined();
  });
});

describe('stepTimers', () => {
  it.each([
    ['Simmer for 20 minutes.', [{ label: '20 minutes', seconds: 1200 }]],
    [
      'Bake 1 hour, then rest 10 mins',
      [
        { label: '1 hour', seconds: 3600 },
        { label: '10 mins', seconds: 600 },
      ],
    ],
    ['Roast for 1 hour 15 minutes', [{ label: '1 hour 15 minutes', seconds: 4500 }]],
    ['Cook 10-15 minutes until golden', [{ label: '10-15 minutes', seconds: 900 }]],
    ['Whisk for 30 seconds', [{ label: '30 seconds', seconds: 30 }]],
    ['Braise 1½ hours', [{ label: '1½ hours', seconds: 5400 }]],
    ['Boil 5m', [{ label: '5m', seconds: 300 }]],
    ['Rest for five minutes', [{ label: 'five minutes', seconds: 300 }]],
    ['Add 2 cups of milk and stir.', []],
    ['Serve with 4 mushrooms', []],
  ])('%j', (text, timers) => {
    expect(stepTimers(text)).toEqual(timers);
  });
});

describe('time text', () => {
  it('shows a clock and a length', () => {
    expect(clockText(1200)).toBe('20:00');
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(-3)).toBe('0:00');
    expect(minutesText(90)).toBe('1 h 30 min');
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(120)).toBe('2 h');
  });
});
