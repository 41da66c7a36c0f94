/** The signed-in app, loaded as one chunk. */

export { AppShell } from './AppShell';
export { AccountPage } from './account/AccountPage';
export { ConfirmPairingPage } from './devices/ConfirmPairingPage';
export { DevicesPage } from './devices/DevicesPage';
export { EventsPage } from './events/EventsPage';
