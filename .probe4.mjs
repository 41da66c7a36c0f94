import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
page.on('console', (m) => { if (!m.text().includes('DevTools')) console.log(`${m.type()}: ${m.text()}`); });
await page.addInitScript(() => {
  localStorage.setItem('demoEmailSubmitted', 'true');
  const orig = window.setTimeout;
  window.setTimeout = function (fn, ms, ...rest) {
    if (ms >= 700 && ms < 70000) console.log('setTimeout', Math.round(ms), new Error().stack.split('\n')[2]?.trim().slice(0, 80));
    return orig.call(this, fn, ms, ...rest);
  };
});
await page.goto('http://127.0.0.1:24650/demo');
for (let i = 0; i < 5; i++) {
  await page.waitForTimeout(1000);
  console.log(await page.evaluate(() => { const el = document.getElementById('root'); const key = Object.keys(el).find(k => k.startsWith('__reactContainer')); const root = el[key].stateNode; return `pending=${root.pendingLanes} suspended=${root.suspendedLanes} cancel=${root.cancelPendingCommit !== null} text=${document.body.innerText.includes('Good morning')}`; }));
}
await browser.close();
