// The entry of a public page whose app starts on first use (common/site-pages.ts `appStarts`;
// scripts/prerender.mjs links it instead of the app's). The page is whole as the build drew it:
// links work, text reads. Until the visitor touches, points, types or tabs, nothing of the app
// runs, so a slow phone spends nothing on it while the page is being read. Once the page has
// loaded and the browser is idle, the view is recorded, the app's scripts are fetched ahead (not
// run), and a signed-in visitor's app starts.

import { LOCAL_KEYS, readStorage } from './api/storage';
import { APP_STARTED_EVENT, FIRST_USE_EVENTS, needsAppAtOnce } from './appStartRules';
import { trackPageView } from './session/analytics';

// The build names the app's entry and every script it needs on this page (scripts/prerender.mjs).
const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const listening = { capture: true, passive: true } as const;

// A button pressed before the app has taken the page over would do nothing: the press is held and
// given to the button again once React listens (it then takes the page over at once to answer).
// Links need no app: they simply load the next page.
let heldButton: HTMLButtonElement | null = null;
function holdButtonPress(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldButton = button;
}

const appModules = script?.dataset.appModules?.split(' ').filter(Boolean) ?? [];

function addLink(rel: 'modulepreload' | 'prefetch', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

let deadline: number | undefined;
let started = false;
function startApp() {
  if (started) return;
  started = true;
  window.clearTimeout(deadline);
  for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, startApp, listening);
  const entry = script?.dataset.appEntry;
  if (!entry) return;
  const release = () => {
    document.removeEventListener('click', holdButtonPress, true);
    const button = heldButton;
    heldButton = null;
    button?.click();
  };
  window.addEventListener(APP_STARTED_EVENT, release, { once: true });
  // Everything asked for at once, rather than each script once the one before it has run.
  for (const href of appModules) addLink('modulepreload', href);
  const app = document.createElement('script');
  app.type = 'module';
  app.crossOrigin = '';
  app.src = entry;
  app.addEventListener('error', () => {
    window.removeEventListener(APP_STARTED_EVENT, release);
    document.removeEventListener('click', holdButtonPress, true);
  });
  document.head.append(app);
}

// Safari has no idle callback: a moment after the load does there.
const whenIdle = (task: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(task, { timeout: 5_000 })
    : setTimeout(task, 500);

document.addEventListener('click', holdButtonPress, true);
if (needsAppAtOnce(window.location.search)) startApp();
else {
  for (const type of FIRST_USE_EVENTS) document.addEventListener(type, startApp, listening);
  const atLatest = Number(script?.dataset.startAtLatest);
  if (atLatest > 0) deadline = window.setTimeout(startApp, Math.max(0, atLatest - performance.now()));
}
// Storage and the network wait until the page has loaded: the first reading of storage alone is a
// task a slow phone notices while it draws the page.
window.addEventListener(
  'load',
  () =>
    whenIdle(() => {
      trackPageView();
      // A signed-in visitor's header and landing differ from what the build drew.
      if (readStorage('local', LOCAL_KEYS.token) ?? readStorage('local', LOCAL_KEYS.lastUser)) startApp();
      // Fetched ahead, not run: on a slow link the first tap then waits only for the app to start.
      if (!started)
        for (const href of [script?.dataset.appEntry ?? '', ...appModules])
          if (href) addLink('prefetch', href);
    }),
  { once: true },
);
