import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:24650';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
// Take the demo's board as a real screen.
const demoPage = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
await demoPage.addInitScript(() => localStorage.setItem('demoEmailSubmitted', 'true'));
await demoPage.goto(`${base}/demo`);
await demoPage.waitForTimeout(4000);
await demoPage.getByRole('button', { name: 'Text layer: Welcome' }).click(); await demoPage.keyboard.press('ArrowRight');
await demoPage.waitForTimeout(800);
const stored = JSON.parse(await demoPage.evaluate(() => localStorage.getItem('demoBoard')));
await demoPage.close();
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
const page = await context.newPage();
const csrf = await (await page.request.get(`${base}/api/csrf-token`)).json();
const r = await page.request.post(`${base}/api/signup`, { data: { email: `t${Date.now()}@example.com`, password: 'password123' }, headers: { 'x-csrf-token': csrf.csrfToken } });
const s = await page.request.post(`${base}/api/screens`, { data: { ...stored.screen, name: 'Copy' }, headers: { 'x-csrf-token': csrf.csrfToken } });
console.log('signup', r.status(), 'screen', s.status());
await page.goto(`${base}/app/layout`);
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(1000);
  console.log(i, await page.evaluate(() => [...document.querySelectorAll('.board-card__body')].map(b => b.innerHTML.length > 0 ? 1 : 0).join('')));
}
await browser.close();
