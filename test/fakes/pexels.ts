import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const PEXELS_TEST_KEY = 'pexels-test-key-0123456789';

const PHOTOGRAPHERS = ['Ana Lima', 'Kenji Sato', 'Maya Okafor', 'Lars Nilsson', 'Priya Raman'];
const HOURLY_LIMIT = 200;
const COLORS = ['#2f6f8f', '#d98e32', '#5b8c5a', '#a4506c', '#6a5acd', '#c2b280'];

/**
 * Pexels' API v1 photo search on 127.0.0.1, answering as `GET /v1/search` does: the key alone in
 * the Authorization header (401 otherwise), `page` and `per_page` (15 by default, 80 at most),
 * `next_page` / `prev_page` links, the monthly rate-limit headers, and 429 once `rateLimited` is
 * set. Every `src` size points back here at a small picture, so browsers can draw the results
 * without leaving the machine. `totalFor(query)` decides how many photos a search finds.
 */
export async function startFakePexels({
  totalFor = (query: string) => (query.toLowerCase().includes('nothing') ? 0 : 40),
} = {}) {
  const searches: URL[] = [];
  const settings = { rateLimited: false };
  let origin = '';
  let remaining = HOURLY_LIMIT;

  function photo(id: number, query: string) {
    const photographer = PHOTOGRAPHERS[id % PHOTOGRAPHERS.length] ?? 'Ana Lima';
    const slug = photographer.toLowerCase().replace(/\s+/g, '-');
    const file = `${origin}/photos/${id}/pexels-photo-${id}.jpeg`;
    return {
      id,
      width: 4000,
      height: 3000,
      url: `${origin}/photo/${query.toLowerCase().replace(/\W+/g, '-')}-${id}/`,
      photographer,
      photographer_url: `${origin}/@${slug}`,
      photographer_id: 1000 + (id % PHOTOGRAPHERS.length),
      avg_color: COLORS[id % COLORS.length],
      src: {
        original: file,
        large2x: `${file}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
        large: `${file}?auto=compress&cs=tinysrgb&h=650&w=940`,
        medium: `${file}?auto=compress&cs=tinysrgb&h=350`,
        small: `${file}?auto=compress&cs=tinysrgb&h=130`,
        portrait: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
        landscape: `${file}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
        tiny: `${file}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
      },
      liked: false,
      alt: `${query} photo number ${id % 1000}`,
    };
  }

  function rateHeaders() {
    return {
      'x-ratelimit-limit': String(HOURLY_LIMIT),
      'x-ratelimit-remaining': String(Math.max(remaining, 0)),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    };
  }

  function json(response: http.ServerResponse, status: number, body: unknown, headers = {}) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  }

  function search(url: URL, response: http.ServerResponse) {
    const query = url.searchParams.get('query') ?? '';
    if (!query) return json(response, 400, { error: 'query is required' }, rateHeaders());
    const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 15) || 15, 1), 80);
    const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
    const total = totalFor(query);
    const first = (page - 1) * perPage;
    const ids = Array.from(
      { length: Math.max(Math.min(perPage, total - first), 0) },
      (_, i) => 500 + first + i,
    );
    const link = (to: number) =>
      `${origin}/v1/search/?page=${to}&per_page=${perPage}&query=${encodeURIComponent(query).replace(/%20/g, '+')}`;
    json(
      response,
      200,
      {
        page,
        per_page: perPage,
        photos: ids.map((id) => photo(id, query)),
        total_results: total,
        ...(first + perPage < total ? { next_page: link(page + 1) } : {}),
        ...(page > 1 ? { prev_page: link(page - 1) } : {}),
      },
      rateHeaders(),
    );
  }

  function picture(id: number, response: http.ServerResponse) {
    const color = COLORS[id % COLORS.length];
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
    response.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${color}"/><circle cx="300" cy="80" r="40" fill="#fff8"/><path d="M0 300 L140 150 L230 240 L300 180 L400 300Z" fill="#0004"/></svg>`,
    );
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const image = /^\/photos\/(\d+)\//.exec(url.pathname);
    if (image) return picture(Number(image[1]), response);
    if (url.pathname !== '/v1/search' && url.pathname !== '/v1/search/') {
      return json(response, 404, { error: 'Not found' });
    }
    if (request.headers.authorization !== PEXELS_TEST_KEY) {
      return json(response, 401, { error: 'Unauthorized' });
    }
    searches.push(url);
    if (settings.rateLimited) {
      remaining = 0;
      return json(response, 429, { error: 'Rate limit exceeded' }, rateHeaders());
    }
    remaining -= 1;
    search(url, response);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get url() {
      return origin;
    },
    /** Every authorised search that reached the fake, in order. */
    searches,
    settings,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
