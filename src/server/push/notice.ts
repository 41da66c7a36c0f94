/**
 * What the rest of the server hands to Web Push: one notice for some members' devices. The
 * notifications domain decides who is told what and when; `push/` encrypts, signs and delivers.
 */

/** RFC 8030 urgency: how hard a phone should try to wake for it. */
export type NoticeUrgency = 'very-low' | 'low' | 'normal' | 'high';

/** A button on the notification; `post` is what tapping it does without opening the app. */
export interface NoticeAction {
  /** The action's id, as the service worker's `notificationclick` reads it. */
  action: string;
  title: string;
  /** An API path the service worker POSTs (with the member's session) when the button is tapped. */
  post?: string;
}

export interface Notice {
  title: string;
  body: string;
  /** The page a tap opens (or focuses): an app path such as `/app/todos`. */
  url: string;
  /**
   * RFC 8030 Topic: a newer notice with the same topic replaces an unread older one on the device
   * (at most 32 characters of the URL-safe base64 alphabet).
   */
  topic: string;
  urgency: NoticeUrgency;
  /** Seconds the push service may keep it for a device that is away. */
  ttlSeconds: number;
  actions?: NoticeAction[];
}

/** Queues notices; delivery happens on the job queue, so a caller never waits on a push service. */
export interface PushSender {
  /** Queues `notice` for every device of these members (users.id) of the family (none: nothing happens). */
  sendToUsers(familyId: number, userIds: readonly number[], notice: Notice): Promise<void>;
}
