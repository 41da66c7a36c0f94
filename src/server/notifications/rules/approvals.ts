/**
 * A chore ticked that waits for a parent's OK → every member with `approvals` on, at once (quiet
 * hours do not hold it): who did what, and what approving pays. Approve and Send back work from
 * the notification, without opening the app.
 */
import type { CurrencyCode } from '../../../common/currencies';
import { formatMinorUnits } from '../../../common/money';
import type { Notice } from '../../push/notice';
import type { StoredApproval } from '../../tasks/task-approvals.repo';
import { clip } from './notice-text';

/** Where the app shows ticks waiting for an OK (the Tasks page's first panel). */
export const APPROVALS_URL = '/app/todos';
/** A parent may answer days later; after that the Tasks page still holds it. */
const APPROVAL_TTL_SECONDS = 3 * 24 * 60 * 60;

/** "Maya did Water the tomatoes — $1.00 waits for your OK". */
export function approvalNotice(
  approval: StoredApproval,
  doer: string | null,
  currency: CurrencyCode = 'USD',
): Notice {
  const did = doer ? `${doer} did ${approval.task}` : `${approval.task} was ticked`;
  const waits =
    approval.valueCents > 0 ? `${formatMinorUnits(approval.valueCents, currency)} waits` : 'it waits';
  return {
    title: 'Waiting for your OK',
    body: clip(`${did} — ${waits} for your OK`, 240),
    url: APPROVALS_URL,
    topic: `approval-${approval.id}`,
    urgency: 'high',
    ttlSeconds: APPROVAL_TTL_SECONDS,
    actions: [
      { action: 'approve', title: 'Approve', post: `/api/task-approvals/${approval.id}/approve` },
      { action: 'send-back', title: 'Send back', post: `/api/task-approvals/${approval.id}/send-back` },
    ],
  };
}
