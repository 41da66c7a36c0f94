import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './App';
import { createQueryClient } from './api/queryClient';
import { lazyPagesIn } from './pageModules';
import { routes } from './routes';

/**
 * The HTML of the page at `path` as a visitor's browser first draws it (signed out, before any
 * answer from the server), and the page modules it loads, for scripts/prerender.mjs.
 */
export async function renderPage(path: string): Promise<{ html: string; sources: string[] }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  try {
    const { matches } = router.state;
    if (matches.at(-1)?.route.path === '*') throw new Error(`${path} is not a page of the web app`);
    const pages = matches.flatMap((match) => lazyPagesIn(match.route.element));
    const sources = new Set(pages.flatMap((page) => (page.source ? [page.source] : [])));
    await Promise.all(pages.map((page) => page.preload()));
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(<App router={router} queryClient={queryClient} />, {
      onError: (error) => void errors.push(error),
      // Every part of the page in place: React otherwise sends a large part after its fallback,
      // to be moved in by an inline script the site's CSP does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    let html = '';
    for await (const chunk of prelude) html += chunk;
    if (errors.length > 0) throw errors[0];
    if (/<script|<template|<!--\$[?!]-->/.test(html))
      throw new Error(`${path} was drawn with a part left for a script to finish`);
    return { html, sources: [...sources] };
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
export { PUBLIC_PAGES } from '../common/site-pages';
