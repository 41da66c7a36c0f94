import { describe, expect, it } from 'vitest';
import { referenceExpand } from '../../../../test/support/calendar-reference';
import { randomFeed } from '../../../../test/support/random-feeds';
import { expandCalendar } from './expand';

/**
 * Luno's expansion against an independent one (rrule and Intl, from a plain description of the
 * events) on random feeds. `LUNO_PROPERTY_SEED=<n>` replays one feed; `LUNO_PROPERTY_RUNS` runs more.
 */
const replay = process.env.LUNO_PROPERTY_SEED;
const runs = Number(process.env.LUNO_PROPERTY_RUNS ?? 250);
const firstSeed = Number(process.env.LUNO_PROPERTY_FIRST ?? 1);
const seeds = replay ? [Number(replay)] : Array.from({ length: runs }, (_, index) => firstSeed + index);

const line = (o: { uid: string; title: string; start: string; end: string }) =>
  `${o.start} → ${o.end}  ${o.uid}  ${o.title}`;

describe('expandCalendar agrees with an independent expansion', () => {
  it(`on ${seeds.length} random feeds`, () => {
    for (const seed of seeds) {
      const feed = randomFeed(seed);
      const ours = expandCalendar(feed.ics, feed.window);
      const expected = referenceExpand(feed.events, feed.window).map(line).sort();
      const actual = ours.map(line).sort();
      if (actual.join('\n') !== expected.join('\n')) {
        const missing = expected.filter((entry) => !actual.includes(entry));
        const extra = actual.filter((entry) => !expected.includes(entry));
        expect.fail(
          [
            `Feed seed ${seed} (replay: LUNO_PROPERTY_SEED=${seed}), family zone ${feed.window.timeZone},`,
            `window ${feed.window.from.toISOString()} – ${feed.window.to.toISOString()}`,
            `missing:\n  ${missing.join('\n  ')}`,
            `extra:\n  ${extra.join('\n  ')}`,
            feed.ics,
          ].join('\n'),
        );
      }
      expect(new Set(ours.map((o) => o.key)).size, `seed ${seed}: an occurrence listed twice`).toBe(
        ours.length,
      );
    }
    // Generous for a busy machine: the feeds take a few seconds on a quiet one.
  }, 120_000);
});
