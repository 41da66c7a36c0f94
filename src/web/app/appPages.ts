/** The signed-in app, loaded as one chunk. */
export { EventsPage } from './AppPlaceholders';
export { AppShell } from './AppShell';
