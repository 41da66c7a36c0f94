/**
 * Whether this browser can get Luno's notifications, and if not, what the member can do about it.
 * Pure, from what the browser says of itself, so each platform's answer is tested without one.
 */

export interface PushEnvironment {
  userAgent: string;
  /** iPadOS says it is a Mac; its touch screen gives it away. */
  maxTouchPoints: number;
  /** Opened from the Home Screen (`navigator.standalone`, or the display mode `standalone`). */
  standalone: boolean;
  /** A service worker, `PushManager` and `Notification` are all there. */
  canPush: boolean;
  /** `Notification.permission`; `default` where there is no Notification at all. */
  permission: NotificationPermission;
}

export type PushSupport =
  /** Nothing stands in the way: the member may turn notifications on. */
  | 'available'
  /** The member (or the browser for them) blocked notifications for the site. */
  | 'denied'
  /**
   * An iPhone or iPad in the browser: Web Push reaches only Luno added to the Home Screen
   * (iOS and iPadOS 16.4 and later), never a page in Safari.
   */
  | 'add-to-home-screen'
  /** Luno on an iPhone's Home Screen, on an iOS older than 16.4, which has no Web Push. */
  | 'update-ios'
  /** A browser without Web Push. */
  | 'unsupported';

/** An iPhone, iPod or iPad, whichever browser (all use Safari's engine there). */
export function isAppleMobile({
  userAgent,
  maxTouchPoints,
}: Pick<PushEnvironment, 'userAgent' | 'maxTouchPoints'>) {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

export function pushSupportOf(environment: PushEnvironment): PushSupport {
  if (isAppleMobile(environment)) {
    if (!environment.standalone) return 'add-to-home-screen';
    if (!environment.canPush) return 'update-ios';
  } else if (!environment.canPush) {
    return 'unsupported';
  }
  return environment.permission === 'denied' ? 'denied' : 'available';
}

/** What this browser says of itself, for `pushSupportOf`. */
export function readPushEnvironment(): PushEnvironment {
  const hasNotification = typeof Notification !== 'undefined';
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone,
    canPush: 'serviceWorker' in navigator && 'PushManager' in window && hasNotification,
    permission: hasNotification ? Notification.permission : 'default',
  };
}
