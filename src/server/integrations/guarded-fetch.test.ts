import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';
import { createGuardedFetch, FetchFailed, FetchRefused, normaliseUserUrl } from './guarded-fetch';

/** A server on one loopback address that records what reached it and answers by path. */
async function startServer(host: string, handler: http.RequestListener) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let first: Awaited<ReturnType<typeof startServer>>;
let second: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  // 127.0.0.2 is loopback too on Linux: it stands for "another internal host" a redirect points at.
  second = await startServer('127.0.0.2', (_request, response) => response.end('inside'));
  first = await startServer('127.0.0.1', (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    if (url.pathname === '/feed') {
      response.setHeader('content-type', 'text/calendar');
      return response.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    }
    if (url.pathname === '/chain') {
      response.statusCode = 302;
      response.setHeader('location', hops > 1 ? `/chain?hops=${hops - 1}` : '/feed');
      return response.end();
    }
    if (url.pathname === '/to-second') {
      response.statusCode = 301;
      response.setHeader('location', `http://127.0.0.2:${second.port}/`);
      return response.end();
    }
    if (url.pathname === '/big') {
      response.write(Buffer.alloc(64 * 1024, 97));
      return response.end(Buffer.alloc(64 * 1024, 97));
    }
    if (url.pathname === '/slow') return; // never answers
    if (url.pathname === '/echo-auth') return response.end(request.headers.authorization ?? 'none');
    response.statusCode = 404;
    response.end();
  });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FetchRefused);
  return (error as Error).message;
};

describe('the guarded fetcher with no exemptions', () => {
  const guarded = createGuardedFetch();

  it('refuses every spelling of a loopback address, and nothing reaches the server', async () => {
    const before = first.requests.length;
    const port = first.port;
    for (const address of [
      `http://127.0.0.1:${port}/feed`,
      `http://localhost:${port}/feed`,
      `http://2130706433:${port}/feed`, // decimal
      `http://0x7f000001:${port}/feed`, // hex
      `http://0177.0.0.1:${port}/feed`, // octal
      `http://127.1:${port}/feed`, // short
      `http://[::1]:${port}/feed`,
      `http://[::ffff:127.0.0.1]:${port}/feed`, // IPv4-mapped
      `http://[::ffff:7f00:1]:${port}/feed`,
      `http://0.0.0.0:${port}/feed`,
      `webcal://127.0.0.1:${port}/feed`,
    ]) {
      expect(await refusal(guarded(address)), address).toMatch(/private network/);
    }
    expect(first.requests.length).toBe(before);
  });

  it('refuses other schemes', async () => {
    for (const address of [
      'ftp://127.0.0.1/x',
      'file:///etc/passwd',
      'gopher://127.0.0.1/',
      'javascript:alert(1)',
    ]) {
      expect(await refusal(guarded(address)), address).toBe(
        'Only http, https and webcal addresses can be added.',
      );
    }
    expect(() => normaliseUserUrl('not a url')).toThrow(FetchRefused);
  });

  it('checks the address a name resolves to when it connects', async () => {
    // A name, not an IP literal: only the check of what it resolves to, at connect time, can refuse it.
    const before = first.requests.length;
    expect(await refusal(guarded(`http://localhost:${first.port}/feed`))).toMatch(/private network/);
    expect(first.requests.length).toBe(before);
  });
});

describe('the guarded fetcher with 127.0.0.1 exempt (LUNO_FETCH_ALLOW_PRIVATE)', () => {
  const guarded = createGuardedFetch({
    allowPrivateHosts: ['127.0.0.1'],
    totalTimeoutMs: 1_500,
    maxBodyBytes: 100_000,
  });

  it('fetches from the exempt host, and reads webcal:// as https', async () => {
    const response = await guarded(`http://127.0.0.1:${first.port}/feed`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('BEGIN:VCALENDAR');
    expect(normaliseUserUrl(' webcal://example.test/cal.ics ').href).toBe('https://example.test/cal.ics');
  });

  it('refuses a redirect to another internal address, which never hears of it', async () => {
    expect(await refusal(guarded(`http://127.0.0.1:${first.port}/to-second`))).toMatch(/private network/);
    expect(second.requests).toEqual([]);
  });

  it('follows three redirects and refuses a fourth', async () => {
    const three = await guarded(`http://127.0.0.1:${first.port}/chain?hops=3`);
    expect(await three.text()).toContain('BEGIN:VCALENDAR');
    expect(await refusal(guarded(`http://127.0.0.1:${first.port}/chain?hops=4`))).toBe(
      'The address redirected too many times.',
    );
  });

  it('hands a redirect back unfollowed when asked to (CalDAV discovery)', async () => {
    const response = await guarded(`http://127.0.0.1:${first.port}/chain?hops=1`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/feed');
  });

  it('refuses an answer larger than its cap', async () => {
    expect(await refusal(guarded(`http://127.0.0.1:${first.port}/big`))).toMatch(/larger than/);
  });

  it('gives up on a server that never answers', async () => {
    const error = await guarded(`http://127.0.0.1:${first.port}/slow`).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FetchFailed);
    expect((error as Error).message).toBe('The address took too long to answer.');
  });

  it('says an address could not be reached when nothing listens there', async () => {
    const closed = await startServer('127.0.0.1', () => undefined);
    await closed.close();
    const error = await guarded(`http://127.0.0.1:${closed.port}/`).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FetchFailed);
    expect((error as Error).message).toBe('The address could not be reached.');
  });

  it('sends credentials to the server they were given for', async () => {
    const response = await guarded(`http://127.0.0.1:${first.port}/echo-auth`, {
      headers: { authorization: 'Basic YTpi' },
    });
    expect(await response.text()).toBe('Basic YTpi');
  });
});

describe('which addresses are public', () => {
  // Pure: nothing is sent to any of these.
  it.each([
    ['93.184.216.34', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:93.184.216.34', true],
    ['::127.0.0.1', false],
    ['64:ff9b::10.0.0.1', false],
    ['64:ff9b::8.8.8.8', true],
    ['2002:c0a8:0101::1', false],
    ['2001:db8::1', false],
    ['[::1]', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
