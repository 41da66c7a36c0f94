import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** The recipe pages of `recipe-pages/`, as recipe sites publish them. */
export function recipePage(name: string, origin: string): string {
  return readFileSync(new URL(`./recipe-pages/${name}.html`, import.meta.url), 'utf8').replaceAll(
    '{{origin}}',
    origin,
  );
}

/**
 * A recipe site on 127.0.0.1: `/recipes/<name>` serves a page of `recipe-pages/` with its own
 * address written in, `/images/<width>x<height>.jpg` a photo of that size, `/huge` a page larger
 * than an import reads, and anything else 404. `requests` records every path asked for.
 */
export async function startRecipeSite() {
  const requests: string[] = [];
  let origin = '';
  const server = http.createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push(path);
    const page = /^\/recipes\/([\w-]+)$/.exec(path);
    const image = /^\/images\/(\d+)x(\d+)\.jpg$/.exec(path);
    try {
      if (page) {
        const html = recipePage(page[1]!, origin);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      } else if (image) {
        const jpeg = await sharp({
          create: {
            width: Number(image[1]),
            height: Number(image[2]),
            channels: 3,
            background: { r: 200, g: 120, b: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
      } else if (path === '/huge') {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'recipe '.repeat(1000)}</p>`;
        for (let sent = 0; sent < 6 * 1024 * 1024; sent += chunk.length) response.write(chunk);
        response.end();
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    requests,
    origin,
    url: (path: string) => `${origin}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RecipeSite = Awaited<ReturnType<typeof startRecipeSite>>;
