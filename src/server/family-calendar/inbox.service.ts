import { createAccountsRepo } from '../accounts/accounts.repo';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { CalendarParseError } from '../integrations/calendar/expand';
import type { Changes } from '../live/changes';
import { createFamilyEventsRepo } from './family-events.repo';
import { createInboxRepo } from './inbox.repo';
import { describeStart, type InviteAction, readInvitation } from './invites';

/** A message a member forwarded, as the receiver read it. */
export interface ForwardedMessage {
  sender: string;
  subject: string;
  /** The text of each calendar part (attached `.ics`, or inline `text/calendar`). */
  calendars: string[];
}

export interface InboxOutcome {
  /** Something in the family's calendar changed. */
  accepted: boolean;
  /** What was done, or why not: the note the family sees. */
  summary: string;
}

export const NO_INVITATION = 'It held no calendar invitation (an .ics file), so nothing was added.';

/**
 * What forwarded invitations do to the family's calendar, each message in one transaction with
 * the note that tells the family what it added, moved or cancelled, or why it did nothing.
 */
export function createInboxService(db: Db, changes: Changes, now: () => Date = () => new Date()) {
  async function apply(
    trx: Db,
    familyId: number,
    timeZone: string,
    action: InviteAction,
  ): Promise<string | null> {
    const events = createFamilyEventsRepo(trx);
    const at = now().toISOString();
    if (action.kind === 'ignore') return null;
    const quoted = `“${action.kind === 'save' ? action.values.title : action.title}”`;
    if (action.kind === 'save') {
      const existing = await events.findByUid(familyId, action.uid, action.recurrenceId ?? '');
      if (existing && action.sequence < existing.sequence) {
        return null;
      }
      const when = describeStart({ isAllDay: action.values.allDay, start: action.values.start }, timeZone);
      const suffix = action.note ? ` ${action.note}` : '';
      if (existing) {
        await events.update(
          familyId,
          existing.id,
          // The person the family gave it stays; the organiser does not know the family's people.
          { ...action.values, personId: existing.personId },
          { sequence: action.sequence, now: at },
        );
        return `Updated ${quoted}: ${when}.${suffix}`;
      }
      await events.insert(familyId, action.values, {
        uid: action.uid,
        recurrenceId: action.recurrenceId ?? '',
        sequence: action.sequence,
        origin: 'email',
        now: at,
      });
      return action.recurrenceId
        ? `Moved one time of ${quoted} to ${when}.${suffix}`
        : `Added ${quoted}: ${when}.${suffix}`;
    }
    const series = await events.findByUid(familyId, action.uid);
    if (action.recurrenceId === null) {
      if (series && action.sequence < series.sequence) return null;
      const removed = await events.deleteUid(familyId, action.uid);
      return removed.length > 0 ? `Cancelled ${quoted}.` : null;
    }
    const moved = await events.findByUid(familyId, action.uid, action.recurrenceId);
    if (moved) await events.delete(familyId, moved.id);
    if (series && !series.excluded.includes(action.recurrenceId)) {
      await events.update(
        familyId,
        series.id,
        { ...series, excluded: [...series.excluded, action.recurrenceId] },
        { now: at },
      );
    }
    if (!series && !moved) return null;
    const day = describeStart(
      { isAllDay: series?.allDay ?? moved!.allDay, start: action.recurrenceId },
      timeZone,
    );
    return `Cancelled ${quoted} on ${day}.`;
  }

  /** Why an action changed nothing, for the note. */
  function unchanged(action: InviteAction): string {
    if (action.kind === 'ignore') return `Ignored “${action.title}”: ${action.reason}.`;
    if (action.kind === 'cancel') {
      return `“${action.title}” was not in the family calendar (or was already cancelled), so there was nothing to cancel.`;
    }
    return `“${action.values.title}” is already in the family calendar in a newer version; this older one changed nothing.`;
  }

  return {
    /** Applies a member's message; every outcome, refusals included, leaves a note. */
    receive(familyId: number, message: ForwardedMessage): Promise<InboxOutcome> {
      return transact(db, changes, async (trx, announce) => {
        await lockFamily(trx, familyId);
        const timeZone = await createAccountsRepo(trx).familyTimeZone(familyId);
        const said: string[] = [];
        let accepted = false;
        for (const calendar of message.calendars) {
          let actions: InviteAction[];
          try {
            actions = readInvitation(calendar, timeZone);
          } catch (error) {
            if (!(error instanceof CalendarParseError)) throw error;
            said.push(`An invitation could not be read: ${error.message}`);
            continue;
          }
          for (const action of actions) {
            const done = await apply(trx, familyId, timeZone, action);
            if (done) accepted = true;
            said.push(done ?? unchanged(action));
          }
        }
        if (said.length === 0) said.push(NO_INVITATION);
        const outcome = { accepted, summary: said.join(' ') };
        await createInboxRepo(trx).add(
          familyId,
          { sender: message.sender, subject: message.subject, ...outcome },
          now().toISOString(),
        );
        announce(familyId, 'events');
        return outcome;
      });
    },

    /** Notes a message refused before it was read (a stranger's, one too large). */
    refuse(familyId: number, message: { sender: string; subject: string }, reason: string): Promise<void> {
      return transact(db, changes, async (trx, announce) => {
        await createInboxRepo(trx).add(
          familyId,
          { ...message, accepted: false, summary: reason },
          now().toISOString(),
        );
        announce(familyId, 'events');
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
