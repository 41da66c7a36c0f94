import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPublicPagePath, isWebAppPath, PUBLIC_PAGES } from '../common/site-pages';
import { routes } from './routes';

/** Every path the client's route table answers, with a sample value for each `:param` and `*`. */
function clientPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here = route.index
      ? parent || '/'
      : route.path === undefined
        ? parent
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined || route.index ? [here] : [];
    return [...own, ...clientPaths(route.children ?? [], here)];
  });
}

const sample = (path: string) => path.replaceAll(/:[A-Za-z]+/g, 'abc123').replace(/\*$/, 'anything/here');

describe('the route table and the server agree', () => {
  const paths = clientPaths(routes);

  it('the server answers every page of the client (common/site-pages.ts)', () => {
    // The root catch-all is what sends an unknown path to / in the browser; the server redirects those itself.
    const pages = paths.filter((path) => path !== '/*');
    expect(pages.length).toBeGreaterThan(20);
    for (const path of pages) expect(isWebAppPath(sample(path)), path).toBe(true);
  });

  it('every public page is a page of the client', () => {
    for (const page of PUBLIC_PAGES) expect(paths, page.path).toContain(page.path);
  });

  it('the app’s own pages are not public pages, and unknown paths are neither', () => {
    for (const path of ['/app/layout', '/view/3', '/pair', '/join/abc', '/payment-success'])
      expect(isPublicPagePath(path), path).toBe(false);
    for (const path of ['/nonexistent', '/blog/nope', '/Pricing', '/pricing/x', '/join/', '/join/a/b'])
      expect(isWebAppPath(path), path).toBe(false);
  });
});
