import { randomFeed } from './test/support/random-feeds';
import { expandCalendar } from './src/server/integrations/calendar/expand';
const feeds = Array.from({ length: 300 }, (_, i) => randomFeed(i + 1));
const s = performance.now();
for (const feed of feeds) expandCalendar(feed.ics, feed.window);
console.log(performance.now() - s);
