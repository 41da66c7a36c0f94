import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { pageTitle } from './ui/pageTitle';

/** Route `handle` data read by the shell. */
export interface RouteHandle {
  /** The page name; the document title becomes '<title> - Luno'. */
  title?: string;
}

/** Sets document.title from the deepest matched route that names a page. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const page = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);

  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
