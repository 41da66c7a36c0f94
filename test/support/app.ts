import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { DatabaseOptions, Dialect } from '../../src/server/db/database';
import type { PushSender } from '../../src/server/push/notice';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /**
   * The app's address on 127.0.0.1, listening from the first call. Races need real sockets:
   * `inject` runs requests too close to one after another to interleave them as clients do.
   */
  url(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database of the given dialect, for `inject` tests; `now` is its clock,
 * `backgroundTickMs` how often its background work looks for what is due, and `pushSender` where
 * its notices go.
 */
export async function buildTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  {
    now,
    onQuery,
    backgroundTickMs,
    pushSender,
  }: { now?: () => Date; backgroundTickMs?: number; pushSender?: PushSender } & Pick<
    DatabaseOptions,
    'onQuery'
  > = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { onQuery });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    LUNO_AUTH_RATE_LIMIT: '1000',
    // Cheap password hashes: most tests sign someone up, and none measures the hash's strength.
    LUNO_PASSWORD_COST: 'test',
    // No test reaches the real weather service by accident: a closed port here, unless it starts the fake.
    LUNO_OPEN_METEO_BASE_URL: 'http://127.0.0.1:9',
    LUNO_OPEN_METEO_GEOCODING_BASE_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    logger: false,
    now,
    backgroundTickMs,
    pushSender,
  });
  await app.ready();
  let listening: Promise<string> | undefined;
  return {
    app,
    database,
    config,
    url() {
      listening ??= app.listen({ port: 0, host: '127.0.0.1' });
      return listening;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

type Body = Record<string, unknown> | unknown[] | undefined;

interface ReceivedCookie {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}

/** What a test reads of an answer, whether it came through `inject` or over a socket. */
export interface AgentResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  /** The bytes as they came, before any decoding. */
  rawPayload: Buffer;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely, as inject's own json() does
  json(): any;
  cookies: ReceivedCookie[];
}

function parseSetCookie(header: string): ReceivedCookie {
  const [pair = '', ...attributes] = header.split(';');
  const separator = pair.indexOf('=');
  const cookie: ReceivedCookie = {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
  };
  for (const attribute of attributes) {
    const [rawKey = '', value = ''] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    if (key === 'max-age') cookie.maxAge = Number(value);
    if (key === 'expires') cookie.expires = new Date(value);
    if (key === 'path') cookie.path = value;
    if (key === 'httponly') cookie.httpOnly = true;
    if (key === 'secure') cookie.secure = true;
    if (key === 'samesite') cookie.sameSite = value;
  }
  return cookie;
}

/**
 * A browser-like client: keeps cookies, fetches a CSRF token when it needs one and sends it on
 * every write, as the web app does.
 */
export class Agent {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  bearer: string | undefined;

  /** Set by `overHttp`: requests then cross a real socket to this address. */
  private baseUrl: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  /** The same browser (cookies, token, CSRF) talking to the app over real sockets at `baseUrl`. */
  overHttp(baseUrl: string): Agent {
    const twin = new Agent(this.app, this.ip);
    twin.cookies = new Map(this.cookies);
    twin.csrfToken = this.csrfToken;
    twin.bearer = this.bearer;
    twin.baseUrl = baseUrl;
    return twin;
  }

  async request(
    method: string,
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ): Promise<AgentResponse> {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (write && !this.csrfToken && !('x-csrf-token' in headers)) await this.fetchCsrfToken();
    const allHeaders: Record<string, string> = {
      ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...(write && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
      ...headers,
    };
    const response = this.baseUrl
      ? await this.fetchOverHttp(method, url, body, allHeaders)
      : await this.app.inject({
          method: method as 'GET',
          url,
          remoteAddress: this.ip,
          payload: body as Record<string, unknown> | undefined,
          headers: allHeaders,
        });
    this.keepCookies(response.cookies as ReceivedCookie[]);
    return response as AgentResponse;
  }

  private async fetchOverHttp(
    method: string,
    url: string,
    body: Body,
    headers: Record<string, string>,
  ): Promise<AgentResponse> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const rawPayload = Buffer.from(await response.arrayBuffer());
    const text = rawPayload.toString('utf8');
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: text,
      rawPayload,
      json: () => JSON.parse(text),
      cookies: response.headers.getSetCookie().map(parseSetCookie),
    };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  put(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  patch(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('PATCH', url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }

  async fetchCsrfToken(): Promise<string> {
    const response = await this.get('/api/csrf-token');
    this.csrfToken = response.json().csrfToken;
    return this.csrfToken as string;
  }

  forgetCookies(): void {
    this.cookies.clear();
    this.csrfToken = undefined;
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(cookies: ReceivedCookie[]): void {
    for (const cookie of cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'correct horse battery';

/** Signs a new family up through the API and returns the logged-in agent. */
export async function signUp(app: FastifyInstance, email = uniqueEmail(), family?: string) {
  const agent = new Agent(app);
  const response = await agent.post('/api/signup', {
    email,
    password: PASSWORD,
    ...(family ? { family } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; familyId: number; user: { id: number } };
  return { agent, email, token: body.token, familyId: body.familyId, userId: body.user.id };
}
