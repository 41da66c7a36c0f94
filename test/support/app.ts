import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Dialect } from '../../src/server/db/database';
import { createTestDatabase, type TestDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given dialect, for `inject` tests. */
export async function buildTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: database.dataDir,
    LUNO_AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const app = await buildApp({ config, database: database.handle, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

type Body = Record<string, unknown> | unknown[] | undefined;

/**
 * A browser-like client: keeps cookies, fetches a CSRF token when it needs one and sends it on
 * every write, as the web app does.
 */
export class Agent {
  private cookies = new Map<string, string>();
  private csrfToken: string | undefined;
  bearer: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  async request(method: string, url: string, body?: Body, headers: Record<string, string> = {}) {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (write && !this.csrfToken && !('x-csrf-token' in headers)) await this.fetchCsrfToken();
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.ip,
      payload: body as Record<string, unknown> | undefined,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(write && this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
    });
    this.keepCookies(response);
    return response;
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

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
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
