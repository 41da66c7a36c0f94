import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await page.addInitScript(() => localStorage.setItem('demoEmailSubmitted', 'true'));
const client = await page.context().newCDPSession(page);
await client.send('Performance.enable');
await page.goto('http://127.0.0.1:24650/demo?only=spotify');
for (let i = 0; i < 4; i++) {
  await page.waitForTimeout(1500);
  const m = (await client.send('Performance.getMetrics')).metrics.filter(x => ['TaskDuration','ScriptDuration','LayoutCount','RecalcStyleCount'].includes(x.name)).map(x => `${x.name}=${x.value.toFixed ? x.value.toFixed(2) : x.value}`).join(' ');
  console.log(m);
}
await browser.close();
