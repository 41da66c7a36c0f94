import { errorMessage } from '../../api/client';
import {
  PushSetupError,
  pushNotSetUp,
  type ThisDevicePush,
  usePushDevices,
  usePushKey,
  useSendTestPush,
  useThisDevicePush,
  useTurnOffPush,
  useTurnOnPush,
} from '../../api/push';
import { isAppleMobile } from '../../api/pushSupport';
import { InlineLoading } from '../../data-ui/InlineLoading';
import { MutationButton, MutationError } from '../../data-ui/MutationState';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

/** Why turning on failed, in the member's words: the browser's refusal, or the server's message. */
const turnOnProblem = (err: unknown) =>
  err instanceof PushSetupError ? err.message : errorMessage(err, 'Notifications could not be turned on.');

/**
 * This browser: whether it can get notifications, and turning them on and off. The browser asks
 * the member's permission only when they tap "Turn on", never as the page opens.
 */
export function ThisDevicePanel() {
  return (
    <section className="panel this-device" aria-labelledby="this-device-title">
      <h2 id="this-device-title" className="panel__title">
        This device
      </h2>
      <ThisDeviceState />
    </section>
  );
}

function ThisDeviceState() {
  const key = usePushKey();
  const device = useThisDevicePush();
  if (key.isError) {
    return pushNotSetUp(key.error) ? (
      <Notice>
        Notifications are not set up on this server, so Luno cannot send them to phones yet. Whoever runs this
        Luno can turn them on.
      </Notice>
    ) : (
      <Notice tone="error">
        {errorMessage(key.error, 'Could not check whether this server sends notifications.')}
      </Notice>
    );
  }
  if (device.isError) {
    return <Notice tone="error">This browser could not say whether it can get notifications.</Notice>;
  }
  if (key.isPending || device.isPending) return <InlineLoading message="Checking this device..." />;

  switch (device.data.support) {
    case 'unsupported':
      return (
        <Notice tone="warning">
          This browser cannot get notifications from Luno. On Android, open Luno in Chrome, Firefox, Edge or
          Samsung Internet; on a computer, in any current browser.
        </Notice>
      );
    case 'add-to-home-screen':
      return <AddToHomeScreen />;
    case 'update-ios':
      return (
        <Notice tone="warning">
          Notifications need iOS 16.4 or later. Update this device in Settings → General → Software Update,
          then open Luno from the Home Screen again.
        </Notice>
      );
    case 'denied':
      return <Blocked onCheckAgain={() => void device.refetch()} />;
    default:
      return <Available device={device.data} />;
  }
}

function AddToHomeScreen() {
  return (
    <div className="this-device__steps">
      <p>
        On an iPhone or iPad, notifications come only to Luno added to the Home Screen, not to a page in
        Safari. To get them:
      </p>
      <ol>
        <li>
          Tap <strong>Share</strong> (the square with an arrow) in Safari’s toolbar.
        </li>
        <li>
          Choose <strong>Add to Home Screen</strong>, then <strong>Add</strong>.
        </li>
        <li>
          Open <strong>Luno</strong> from the Home Screen, log in, and come back to Notifications to turn them
          on.
        </li>
      </ol>
    </div>
  );
}

function Blocked({ onCheckAgain }: { onCheckAgain: () => void }) {
  const apple = isAppleMobile({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
  return (
    <div className="this-device__blocked">
      <Notice tone="warning">Notifications are blocked for Luno in this browser.</Notice>
      {apple ? (
        <p>
          To allow them, open the <strong>Settings</strong> app, then <strong>Notifications</strong> →{' '}
          <strong>Luno</strong>, and turn on <strong>Allow Notifications</strong>.
        </p>
      ) : (
        <p>
          To allow them, open this site’s settings: tap the icon just left of the address (a lock or sliders),
          choose <strong>Permissions</strong> or <strong>Site settings</strong>, and set{' '}
          <strong>Notifications</strong> to <strong>Allow</strong>. Then check again here.
        </p>
      )}
      <Button variant="secondary" onClick={onCheckAgain}>
        Check again
      </Button>
    </div>
  );
}

function Available({ device }: { device: ThisDevicePush }) {
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();
  const sendTest = useSendTestPush();
  const devices = usePushDevices();
  // On when this browser is subscribed and the server still has it (it may have been removed
  // from another phone, or dropped when its push service said it had ended).
  const known =
    device.id !== null && (devices.data === undefined || devices.data.some(({ id }) => id === device.id));
  const on = device.endpoint !== null && known;

  if (!on) {
    return (
      <div className="this-device__off">
        <p>
          Get a note here when a chore waits for your OK, before events, and when the day’s chores are due.
          You choose which below.
        </p>
        <MutationError mutation={turnOn} failed={turnOnProblem(turnOn.error)} />
        <MutationButton mutation={turnOn} busy="Turning on..." onClick={() => turnOn.mutate(undefined)}>
          Turn on notifications on this device
        </MutationButton>
      </div>
    );
  }
  return (
    <div className="this-device__on">
      <Notice tone="success">Notifications are on for this device.</Notice>
      <MutationError mutation={sendTest} failed="The test notification could not be sent." />
      <MutationError mutation={turnOff} failed="Notifications could not be turned off." />
      {sendTest.isSuccess && <p role="status">Sent. It should arrive in a few seconds.</p>}
      <div className="this-device__actions">
        <MutationButton mutation={sendTest} busy="Sending..." onClick={() => sendTest.mutate(undefined)}>
          Send a test notification
        </MutationButton>
        <MutationButton
          mutation={turnOff}
          busy="Turning off..."
          variant="ghost"
          onClick={() => turnOff.mutate()}
        >
          Turn off on this device
        </MutationButton>
      </div>
    </div>
  );
}
