import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { type PushDevice, usePushDevices, useRemovePushDevice, useThisDevicePush } from '../../api/push';
import { QueryState } from '../../data-ui/QueryState';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { lastUsedText } from './notificationText';

const ADDED = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** Every browser the member turned notifications on in, each removable (a phone sold or lost). */
export function PushDevicesPanel() {
  const devices = usePushDevices();
  const thisId = useThisDevicePush().data?.id ?? null;
  const remove = useRemovePushDevice();
  const [removing, setRemoving] = useState<PushDevice | null>(null);

  return (
    <section className="panel push-devices" aria-labelledby="push-devices-title">
      <h2 id="push-devices-title" className="panel__title">
        Your devices
      </h2>
      <QueryState
        query={devices}
        loading="Loading your devices..."
        failed="Could not load your devices."
        empty={
          <p className="empty-state">
            No device gets your notifications yet. Turn them on on each phone you want them on.
          </p>
        }
      >
        {(list) => (
          <ul className="push-devices__list" aria-label="Devices that get your notifications">
            {list.map((device) => (
              <li key={device.id} className="push-device">
                <div className="push-device__body">
                  <p className="push-device__name">
                    {device.name}
                    {device.id === thisId && <span className="push-device__this">This device</span>}
                  </p>
                  <p className="push-device__meta muted">
                    {lastUsedText(device.lastUsedAt, new Date())} · Added{' '}
                    {ADDED.format(new Date(device.createdAt))}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="small"
                  className="danger-text"
                  aria-label={`Remove ${device.name}`}
                  onClick={() => setRemoving(device)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this device'}?`}
        description="It stops getting your notifications. To get them there again, turn them on on that device."
        confirmLabel="Remove"
        busyLabel="Removing..."
        destructive
        onConfirm={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.id);
          } catch (failure) {
            throw new Error(errorMessage(failure, 'The device could not be removed. Please try again.'));
          }
          setRemoving(null);
        }}
      />
    </section>
  );
}
