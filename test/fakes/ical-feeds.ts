import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One path the fake serves: a calendar, with an ETag when given, or a status of its own. */
export interface FeedRoute {
  body?: string;
  status?: number;
  contentType?: string;
  etag?: string;
  /** Answers this late, as a slow calendar host does. */
  delayMs?: number;
}

export interface ReceivedRequest {
  path: string;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
}

/**
 * A calendar host on 127.0.0.1 serving iCal feeds as public calendar sites do: ETags answered
 * with 304, unknown paths with 404. Tests change `routes` to change what a feed says.
 */
export async function startFeedServer() {
  const routes = new Map<string, FeedRoute>();
  const requests: ReceivedRequest[] = [];
  const server = http.createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const ifNoneMatch = request.headers['if-none-match'];
    requests.push({ path, ifNoneMatch, ifModifiedSince: request.headers['if-modified-since'] });
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (route.etag && ifNoneMatch === route.etag) {
      response.writeHead(304, { etag: route.etag }).end();
      return;
    }
    response
      .writeHead(route.status ?? 200, {
        'content-type': route.contentType ?? 'text/calendar; charset=utf-8',
        ...(route.etag ? { etag: route.etag } : {}),
      })
      .end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    routes,
    requests,
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;
