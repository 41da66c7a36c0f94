import { type ComponentType, isValidElement, type ReactElement, type ReactNode, use } from 'react';

/** A module of pages loaded on demand, named by its file (under src/web) when a public page needs it. */
export type PageModule<M> = (() => Promise<M>) & { source?: string };

/**
 * A page module, named by its file so the build's pre-renderer can find the chunk and styles a
 * public page needs and link them from its HTML (scripts/prerender.mjs).
 */
export function pageModule<M>(source: string, load: () => Promise<M>): PageModule<M> {
  return Object.assign(load, { source });
}

/** A page component loaded on demand: its module's file, and a way to load it before it renders. */
export type LazyPage = ComponentType & { source?: string; preload: () => Promise<void> };

/**
 * One named export of a page module, loaded on first render (suspending until then), so each page
 * group becomes its own chunk. Unlike React.lazy, a page loaded beforehand (`preload`) renders at
 * once: the browser loads a pre-rendered page's modules before React takes over its HTML, so
 * taking over never waits on them — a wait that a session answering meanwhile would turn into
 * drawing the page again from nothing.
 */
export function lazyPage<M, K extends keyof M>(load: PageModule<M>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
    });
    return loading;
  };
  function Page() {
    if (!loaded) use(preload());
    const Loaded = loaded as unknown as ComponentType;
    return <Loaded />;
  }
  return Object.assign(Page, { source: load.source, preload });
}

/** The on-demand pages in a route's element, wrappers included (`<Guard><Layout /></Guard>`). */
export function lazyPagesIn(node: ReactNode, into: LazyPage[] = []): LazyPage[] {
  if (Array.isArray(node)) {
    for (const child of node) lazyPagesIn(child, into);
  } else if (isValidElement(node)) {
    const type = node.type as Partial<LazyPage>;
    if (typeof type.preload === 'function') into.push(type as LazyPage);
    lazyPagesIn((node as ReactElement<{ children?: ReactNode }>).props.children, into);
  }
  return into;
}
