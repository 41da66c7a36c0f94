import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
page.on('pageerror', (e) => console.log(`pageerror: ${e.message}`));
await page.addInitScript(() => localStorage.setItem('demoEmailSubmitted', 'true'));
await page.goto(`http://127.0.0.1:24650/demo${process.argv[2] ?? ''}`);
for (let i = 0; i < 10; i++) {
  await page.waitForTimeout(1000);
  console.log(i, await page.evaluate(() => JSON.stringify(window.__counts) + ' ' + [...document.querySelectorAll('.board-card__body')].map(b => b.innerHTML.length > 0 ? 1 : 0).join('')));
}
await browser.close();
