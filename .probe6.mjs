import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const only of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.addInitScript(() => localStorage.setItem('demoEmailSubmitted', 'true'));
  const client = await page.context().newCDPSession(page);
  await client.send('Performance.enable');
  await page.goto(`http://127.0.0.1:24650/demo?only=${only}`);
  await page.waitForTimeout(4000);
  const script = (await client.send('Performance.getMetrics')).metrics.find(x => x.name === 'ScriptDuration').value;
  const filled = await page.evaluate(() => [...document.querySelectorAll('.board-card__body')].map(b => b.innerHTML.length > 0 ? 1 : 0).join(''));
  console.log(only, 'script', script.toFixed(2), 'bodies', filled);
  await page.close();
}
await browser.close();
