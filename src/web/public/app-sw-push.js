/* Web Push messages shown as notifications, and what a tap on one opens or does (loaded by app-sw.js). */

/*
 * A message's payload, as the server's push/ sends it (decrypted by the browser):
 *   { title, body, url, topic, actions?: [{ action, title, post? }] }
 * `url` is the app page a tap opens; `topic` names what it is about, so a newer message on the same
 * thing replaces the older one on the phone instead of stacking; `post` is an API path a button does
 * without opening the app (a parent's Approve on a chore ticked on the wall).
 */

const APP_ICON = '/icons/luno-192.png';
// Android draws the badge in the status bar from its alpha alone: a white shape on transparency.
const BADGE_ICON = '/icons/luno-badge-96.png';
const APP_HOME = '/app/';

// What a button's confirmation says once its POST went through; its own title otherwise.
const DONE_WORDS = { approve: 'Approved', 'send-back': 'Sent back' };

/** An app path of this origin, or the app's home: a payload never sends a tap elsewhere. */
function appUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : APP_HOME, self.location.origin);
    return target.origin === self.location.origin
      ? target.href
      : new URL(APP_HOME, self.location.origin).href;
  } catch {
    return new URL(APP_HOME, self.location.origin).href;
  }
}

/** The buttons a payload names, kept to what is well formed; a `post` only to this server's API. */
function actionsOf(message) {
  if (!Array.isArray(message.actions)) return [];
  return message.actions
    .filter((item) => item && typeof item.action === 'string' && typeof item.title === 'string')
    .map((item) => ({
      action: item.action,
      title: item.title,
      post: typeof item.post === 'string' && item.post.startsWith('/api/') ? item.post : undefined,
    }));
}

function readPayload(data) {
  try {
    const message = data?.json();
    return message && typeof message.title === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * Shows what a push message says. Every push must show something (the subscription promised
 * `userVisibleOnly`, and a browser revokes one that stays silent), so a payload that cannot be read
 * still shows a plain note that opens the app.
 */
async function showPushed(data) {
  const message = readPayload(data);
  if (!message) {
    return self.registration.showNotification('Luno', {
      body: 'Something new in Luno.',
      icon: APP_ICON,
      badge: BADGE_ICON,
      data: { url: appUrl(APP_HOME), actions: [] },
    });
  }
  const actions = actionsOf(message);
  return self.registration.showNotification(message.title, {
    body: typeof message.body === 'string' ? message.body : '',
    icon: APP_ICON,
    badge: BADGE_ICON,
    // One notification per topic: a newer one replaces it, quietly (renotify false: no second buzz).
    tag: typeof message.topic === 'string' && message.topic ? message.topic : undefined,
    renotify: false,
    data: { url: appUrl(message.url), actions },
    // Shown where the platform has buttons (Android, desktop Chrome); elsewhere a tap opens the page.
    actions: actions.map(({ action, title }) => ({ action, title })),
  });
}

/** The CSRF token the API asks of every write (server/http/csrf.ts), as web/api/client.ts gets it. */
async function csrfToken() {
  const response = await fetch('/api/csrf-token', { credentials: 'include' });
  if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
  const { csrfToken: token } = await response.json();
  return token;
}

/**
 * Does a button's write as the member: the session cookie goes with the worker's fetch
 * (`credentials: 'include'`), and the CSRF header the server checks on every write. True when
 * the server took it.
 */
async function postAction(path) {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-CSRF-Token': await csrfToken(),
      },
      body: '{}',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Brings the app up at `url`: an app window already open is focused and sent there (one app, not a
 * new tab per notification); with none open, a new one opens at `url`.
 */
async function openApp(url) {
  const target = appUrl(url);
  // Only the windows this worker controls (the app's pages): those are the ones it may navigate.
  const windows = await self.clients.matchAll({ type: 'window' });
  const appWindow = windows.find((client) => client.url === target) ?? windows[0];
  if (appWindow) {
    // Focusing may be refused (the browser allows it only just after the tap); the page still moves.
    await appWindow.focus().catch(() => undefined);
    if (appWindow.url === target) return appWindow;
    const moved = await appWindow.navigate(target).catch(() => null);
    if (moved) return moved;
  }
  return self.clients.openWindow(target);
}

/**
 * What a tap does. On the notification itself: open the page it is about. On a button with a
 * `post`: do it without opening the app, then say it was done in a quiet notification in the
 * same place; when it could not be done (no signal, signed out, already handled on another
 * phone), open the page, where the member sees how things stand.
 */
async function handleNotificationClick(notification, actionId) {
  const { url, actions = [] } = notification.data ?? {};
  const action = actionId ? actions.find((candidate) => candidate.action === actionId) : undefined;
  if (!action?.post) return openApp(url);
  if (!(await postAction(action.post))) return openApp(url);
  // Named by the button's id, or by what its path does (`/api/task-approvals/12/approve`).
  const done =
    DONE_WORDS[action.action] ?? DONE_WORDS[action.post.split('/').pop()] ?? `${action.title}: done`;
  return self.registration.showNotification(done, {
    body: notification.title,
    icon: APP_ICON,
    badge: BADGE_ICON,
    tag: notification.tag || undefined,
    silent: true,
    data: { url, actions: [] },
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPushed(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(handleNotificationClick(event.notification, event.action));
});

// The two steps a browser test drives directly: a script cannot dispatch a trusted notificationclick
// (waitUntil refuses an untrusted event), and no protocol clicks a notification.
self.lunoPush = { showPushed, handleNotificationClick };
