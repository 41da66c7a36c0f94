import type { PushDevice } from '../../common/schemas/push';
import type { StoredPushSubscription } from './push-subscriptions.repo';

/** A device as its member sees it in the list: never its endpoint or keys. */
export function presentPushDevice(subscription: StoredPushSubscription): PushDevice {
  return {
    id: subscription.id,
    name: subscription.name,
    createdAt: subscription.createdAt,
    lastUsedAt: subscription.lastUsedAt,
  };
}
