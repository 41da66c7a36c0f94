import type { Display, UpdateDisplay } from '../../common/schemas/displays';
import { createSessionsRepo } from '../accounts/sessions.repo';
import type { Db } from '../db/database';
import { lockFamily, transact } from '../db/transaction';
import { notFound } from '../domain-errors';
import { type Changes, SESSIONS } from '../live/changes';
import { BOARD_NOT_FOUND_MESSAGE } from '../pairing/pairing.service';
import { createDisplaysRepo } from './displays.repo';

export const DISPLAY_NOT_FOUND_MESSAGE = 'Screen not found. It may have been unpaired.';

export function createDisplaysService(db: Db, changes: Changes) {
  return {
    /**
     * Renames a display, sends it to a board, or back to moving on by the boards' timers, or sets
     * its schedule. Sending it to a board (even the one it was last sent to) stamps `switchedAt`: the
     * TV goes there. A schedule takes effect on the TV by itself, at its windows' times.
     */
    update(familyId: number, id: number, update: UpdateDisplay): Promise<Display> {
      return transact(db, changes, async (trx, announce) => {
        const displays = createDisplaysRepo(trx);
        const { schedule, ...fields } = update;
        // Replacing a list: two parents saving at once must not leave both lists' rows behind.
        if (schedule) await lockFamily(trx, familyId);
        const boards = [
          ...(fields.screenId !== undefined && fields.screenId !== null ? [fields.screenId] : []),
          ...(schedule ?? []).map((window) => window.screenId),
        ];
        const owned = await displays.familyScreens(familyId, boards);
        if (boards.some((board) => !owned.has(board))) throw notFound(BOARD_NOT_FOUND_MESSAGE);
        const switches = fields.screenId !== undefined || fields.cycle !== undefined;
        const changed = await displays.update(familyId, id, {
          ...fields,
          // A board chosen from the phone holds the TV there until it is sent back to its cycle.
          ...(fields.screenId !== undefined && fields.cycle === undefined ? { cycle: false } : {}),
          ...(switches ? { switchedAt: new Date().toISOString() } : {}),
        });
        if (!changed) throw notFound(DISPLAY_NOT_FOUND_MESSAGE);
        if (schedule) await displays.replaceSchedule(familyId, id, schedule);
        announce(familyId, 'devices', [id]);
        return (await displays.find(familyId, id))!;
      });
    },

    /** Unpairs a display: its device session ends at once, so the TV goes back to its pairing screen. */
    unpair(familyId: number, id: number): Promise<void> {
      return transact(db, changes, async (trx, announce) => {
        const sessionHash = await createDisplaysRepo(trx).remove(familyId, id);
        if (!sessionHash) throw notFound(DISPLAY_NOT_FOUND_MESSAGE);
        await createSessionsRepo(trx).revoke(sessionHash);
        announce(familyId, 'devices', [id]);
        announce(familyId, SESSIONS);
      });
    },
  };
}

export type DisplaysService = ReturnType<typeof createDisplaysService>;
