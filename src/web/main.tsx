import './zodWithoutEval';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/600.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import './ui/theme.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './App';
import { APP_KEPT_ANSWERS, APP_OFFLINE_PAGES, APP_OFFLINE_READS } from './api/appOffline';
import { registerAppServiceWorkerOnAppPages } from './api/appServiceWorker';
import { keepAnswersUnder, restoreKeptAnswers } from './api/keptAnswers';
import { createQueryClient } from './api/queryClient';
import { APP_STARTED_EVENT } from './appStartRules';
import { lazyPagesIn } from './pageModules';
import { routes } from './routes';
import { nothingToTakeOver } from './ui/useHydrated';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The lists a phone uses in the shop keep their last answers, so a reload with no network shows them.
keepAnswersUnder(APP_KEPT_ANSWERS);
const queryClient = createQueryClient({ keepAnswersOf: APP_OFFLINE_READS });
if (window.location.pathname.startsWith('/app/')) restoreKeptAnswers(queryClient);
const app = <App router={createBrowserRouter(routes)} queryClient={queryClient} />;
// A public page arrives drawn by the build (scripts/prerender.mjs): React takes over that HTML
// instead of drawing it again, as a transition, so the work is cut into slices a tap can come
// between on a slow phone. Every other page arrives as the empty shell.
// Its page modules are loaded first (the HTML links them, so they are on their way already).
if (rootElement.firstElementChild) {
  const pages = (matchRoutes(routes, window.location) ?? []).flatMap((match) =>
    lazyPagesIn(match.route.element),
  );
  await Promise.all(pages.map((page) => page.preload()));
  startTransition(() => void hydrateRoot(rootElement, app));
} else {
  nothingToTakeOver();
  createRoot(rootElement).render(app);
}
// A public page whose app started on first use gives back a button press it held (siteStart.ts).
window.dispatchEvent(new Event(APP_STARTED_EVENT));
// The app's pages register their service worker (offline pages, notifications); the pages that
// work offline are loaded ahead, so the worker keeps them even if this visit never opened them.
registerAppServiceWorkerOnAppPages(() =>
  Promise.all(
    APP_OFFLINE_PAGES.flatMap((path) => matchRoutes(routes, path) ?? [])
      .flatMap((match) => lazyPagesIn(match.route.element))
      .map((page) => page.preload()),
  ),
);
