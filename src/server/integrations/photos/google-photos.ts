/**
 * Google Photos shared albums, read as their public page is: a `photos.app.goo.gl` short link
 * redirects to `photos.google.com/share/<albumKey>?key=<authKey>`, whose HTML carries the first
 * page of items in an `AF_initDataCallback({key: 'ds:…', data: [...]})` block (sometimes more than
 * one such block: the one with most items is the album). `data[1]` lists items as
 * `[id, [baseUrl, width, height, …], …]`, `data[2]` the token of the next page, which the page
 * itself asks for through its `batchexecute` call (`snAcKc`).
 */
import type { AlbumImage } from '../../../common/schemas/album';
import type { GuardedFetch } from '../guarded-fetch';
import { type AlbumProvider, AlbumUnreadable, underBase } from './album-provider';

const SHORT_HOST = 'photos.app.goo.gl';
const ALBUM_HOST = 'photos.google.com';
const PAGE_RPC = 'snAcKc';
/** Pages after the first: an album past this many pages is shown from its first photos only. */
const MAX_EXTRA_PAGES = 10;
const THUMBNAIL_SIZE = '=w320-h320';
// Google serves a page meant for browsers only when asked like one.
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'accept-language': 'en',
};

interface AlbumPage {
  items: unknown[][];
  nextToken: string | null;
}

/** The JSON array that starts at `start` (a `[`), read to its matching `]`, strings respected. */
function arrayAt(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[') depth++;
    else if (char === ']' && --depth === 0) return text.slice(start, index + 1);
  }
  return null;
}

function isItem(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    typeof value[0] === 'string' &&
    Array.isArray(value[1]) &&
    typeof value[1][0] === 'string' &&
    /^https?:\/\//.test(value[1][0])
  );
}

function pageOf(data: unknown): AlbumPage | null {
  if (!Array.isArray(data) || !Array.isArray(data[1])) return null;
  const items = data[1].filter(isItem);
  if (items.length === 0 && data[1].length > 0) return null;
  return { items, nextToken: typeof data[2] === 'string' && data[2] ? data[2] : null };
}

/** The data block with the most items among the page's `AF_initDataCallback` calls. */
export function firstPageOf(html: string): AlbumPage | null {
  let best: AlbumPage | null = null;
  const calls = /AF_initDataCallback\(\s*\{/g;
  for (let match = calls.exec(html); match; match = calls.exec(html)) {
    const dataAt = html.slice(match.index, match.index + 400).search(/\bdata\s*:\s*\[/);
    if (dataAt < 0) continue;
    const bracket = html.indexOf('[', match.index + dataAt);
    const json = arrayAt(html, bracket);
    if (!json) continue;
    let page: AlbumPage | null = null;
    try {
      page = pageOf(JSON.parse(json));
    } catch {
      continue;
    }
    if (page && (!best || page.items.length > best.items.length)) best = page;
  }
  return best;
}

/** The `snAcKc` answer of a batchexecute reply: `)]}'` then length-prefixed JSON chunks. */
export function batchPageOf(body: string): AlbumPage | null {
  for (const line of body.split('\n')) {
    if (!line.startsWith('[')) continue;
    let chunk: unknown;
    try {
      chunk = JSON.parse(line);
    } catch {
      continue;
    }
    if (!Array.isArray(chunk)) continue;
    for (const entry of chunk) {
      if (
        Array.isArray(entry) &&
        entry[0] === 'wrb.fr' &&
        entry[1] === PAGE_RPC &&
        typeof entry[2] === 'string'
      ) {
        try {
          return pageOf(JSON.parse(entry[2]));
        } catch {
          return null;
        }
      }
    }
  }
  return null;
}

function imageOf(item: unknown[]): AlbumImage | null {
  const [id, [baseUrl, width, height]] = item as [string, [string, unknown, unknown]];
  const base = baseUrl.replace(/=[^/=]*$/, '');
  const w = typeof width === 'number' && width > 0 ? Math.round(width) : undefined;
  const h = typeof height === 'number' && height > 0 ? Math.round(height) : undefined;
  return {
    id,
    url: `${base}=w${w ?? 2048}-h${h ?? 2048}`,
    thumbnailUrl: `${base}${THUMBNAIL_SIZE}`,
    ...(w && h ? { width: w, height: h } : {}),
    resizable: true,
  };
}

export function googlePhotos(baseUrl: string | undefined): AlbumProvider {
  return {
    id: 'google',
    recognises: (url) =>
      url.hostname === SHORT_HOST || (url.hostname === ALBUM_HOST && url.pathname.startsWith('/share/')),

    async read(url, fetch: GuardedFetch, limit) {
      const response = await fetch(underBase(url, baseUrl), { headers: BROWSER_HEADERS });
      if (!response.ok) throw new AlbumUnreadable(`The album page answered ${response.status}.`);
      const first = firstPageOf(await response.text());
      if (!first) throw new AlbumUnreadable('The album page holds no album data.');
      const items = [...first.items];

      // The page's own address after any redirect names the album and its key for the next pages.
      const pageUrl = new URL(response.url);
      const albumKey = /^\/share\/([^/?#]+)/.exec(pageUrl.pathname)?.[1];
      const authKey = pageUrl.searchParams.get('key');
      let token = first.nextToken;
      for (let page = 0; token && albumKey && items.length < limit && page < MAX_EXTRA_PAGES; page++) {
        const request = [[[PAGE_RPC, JSON.stringify([albumKey, token, null, authKey]), null, 'generic']]];
        const batch = new URL(`/_/PhotosUi/data/batchexecute?rpcids=${PAGE_RPC}&rt=c`, pageUrl);
        batch.searchParams.set('source-path', `/share/${albumKey}`);
        const answer = await fetch(batch, {
          method: 'POST',
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
          body: new URLSearchParams({ 'f.req': JSON.stringify(request) }).toString(),
        });
        if (!answer.ok) throw new AlbumUnreadable(`The album's next page answered ${answer.status}.`);
        const next = batchPageOf(await answer.text());
        if (!next) throw new AlbumUnreadable("The album's next page holds no album data.");
        items.push(...next.items);
        token = next.nextToken;
      }
      return items
        .slice(0, limit)
        .map(imageOf)
        .filter((image): image is AlbumImage => image !== null);
    },
  };
}
