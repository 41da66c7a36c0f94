// Run by `npm run bench` through tsx: parses and expands a 5,000-event feed over the 90 days
// GET /api/events answers for, and prints the times as JSON. Pure computation: no network.
import { addDays, todayIn } from '../../src/common/calendar-days';
import { startOfDayIn } from '../../src/common/zoned-time';
import { makeBenchFeed } from '../../src/server/integrations/calendar/bench-feed';
import { expandCalendar } from '../../src/server/integrations/calendar/expand';

const zone = 'America/New_York';
const today = todayIn(zone);
const feed = makeBenchFeed(5000, addDays(today, -400));
const window = {
  from: startOfDayIn(today, zone),
  to: startOfDayIn(addDays(today, 90), zone),
  timeZone: zone,
};
const times: number[] = [];
let occurrences = 0;
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  occurrences = expandCalendar(feed, window).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify({ bytes: Buffer.byteLength(feed), occurrences, bestMs: times[0], medianMs: times[2] }),
);
