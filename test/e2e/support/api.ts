import type { Page } from '@playwright/test';

/** Calls the API from the signed-in page, as the app does: session token and CSRF token. */
export async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { csrfToken } = await (await fetch('/api/csrf-token', { credentials: 'include' })).json();
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          'X-CSRF-Token': csrfToken,
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return response.status === 204 ? undefined : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}
