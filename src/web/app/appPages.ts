/** The signed-in app, loaded as one chunk. */

export { AppShell } from './AppShell';
export { EventsPage } from './events/EventsPage';
