// The boundary between notifications and Web Push, recorded: what each member's phones would be
// sent, in the order it was handed on. (Web Push itself is exercised against its push-service fake.)
import type { Notice, PushSender } from '../../src/server/push/notice';

export interface RecordedNotice {
  familyId: number;
  userId: number;
  notice: Notice;
}

export interface RecordingPushSender extends PushSender {
  /** Every notice handed on, one entry per member told. */
  sent: RecordedNotice[];
  /** What this member was sent, oldest first. */
  to(userId: number): Notice[];
}

/** A `PushSender` that records instead of sending; several apps may share one (two instances). */
export function recordingPushSender(): RecordingPushSender {
  const sent: RecordedNotice[] = [];
  return {
    sent,
    to: (userId) => sent.filter((entry) => entry.userId === userId).map((entry) => entry.notice),
    async sendToUsers(familyId, userIds, notice) {
      for (const userId of userIds) sent.push({ familyId, userId, notice });
    },
  };
}
