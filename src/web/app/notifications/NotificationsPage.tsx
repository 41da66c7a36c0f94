import { PushDevicesPanel } from './PushDevicesPanel';
import { RulesPanel } from './RulesPanel';
import { ThisDevicePanel } from './ThisDevicePanel';
import '../../data-ui/data-ui.css';
import './notifications.css';

/**
 * /app/notifications: turning notifications on for this phone, the member's devices that get them,
 * and what tells them (each saved as it changes).
 */
export function NotificationsPage() {
  return (
    <div className="app-page household-page notifications-page">
      <header className="household-page__header">
        <h1>Notifications</h1>
        <p className="muted">What Luno tells you on your phone, and when.</p>
      </header>
      <div className="notifications-page__layout">
        <div className="notifications-page__column">
          <ThisDevicePanel />
          <PushDevicesPanel />
        </div>
        <RulesPanel />
      </div>
    </div>
  );
}
