/*
 * The app's service worker (scope /app/): a phone's pages open with no network, and notifications
 * reach the phone. Each concern is a script of its own, loaded here:
 * - app-sw-offline.js: the app's pages and code answered from a cache when the network is away;
 * - app-sw-push.js: Web Push messages shown as notifications, and what a tap on one opens or does.
 * The viewer's worker (sw.js, scope /view/) is separate: a TV keeps other things than a phone.
 */
importScripts('/app-sw-offline.js', '/app-sw-push.js');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
