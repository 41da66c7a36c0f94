import type { Migration } from 'kysely';
import type { Dialect } from '../database';
import { foundation } from './0001-foundation';
import { screens } from './0002-screens';
import { household } from './0003-household';
import { legibleText } from './0004-legible-text';
import { calendars } from './0005-calendars';
import { connectedAccounts } from './0006-connected-accounts';
import { displays } from './0007-displays';
import { googleSignIn } from './0008-google-sign-in';
import { familyPlans } from './0009-family-plans';
import { pairingUserCodes } from './0010-pairing-user-codes';
import { deletedPiggyBanks } from './0011-deleted-piggy-banks';
import { taskOccurrences } from './0012-task-occurrences';
import { providerCalendarIds } from './0013-provider-calendar-ids';
import { photos } from './0014-photos';
import { music } from './0015-music';
import { mailingList } from './0016-mailing-list';
import { familyEvents } from './0017-family-events';
import { calendarFeedsAndInbox } from './0018-calendar-feeds-and-inbox';
import { menuIngredients } from './0019-menu-ingredients';
import { albumReads } from './0020-album-reads';
import { weather } from './0021-weather';
import { displaySchedules } from './0022-display-schedules';
import { people } from './0023-people';
import { taskApprovals } from './0024-task-approvals';
import { savingsGoals } from './0025-savings-goals';
import { jobQueue } from './0026-job-queue';
import { passwordResets } from './0027-password-resets';
import { pushSubscriptions } from './0028-push-subscriptions';
import { notifications } from './0029-notifications';
import { idempotencyKeys } from './0030-idempotency-keys';
import { calendarWrites } from './0031-calendar-writes';
import { calendarWatches } from './0032-calendar-watches';
import { familySuspension } from './0035-family-suspension';
import { recipes } from './0036-recipes';
import { languageCurrency } from './0038-language-currency';

export type MigrationFactory = (dialect: Dialect) => Migration;

/** Forward-only, applied in name order, each in its own transaction. */
export const migrations: Record<string, MigrationFactory> = {
  '0001-foundation': foundation,
  '0002-screens': screens,
  '0003-household': household,
  '0004-legible-text': legibleText,
  '0005-calendars': calendars,
  '0006-connected-accounts': connectedAccounts,
  '0007-displays': displays,
  '0008-google-sign-in': googleSignIn,
  '0009-family-plans': familyPlans,
  '0010-pairing-user-codes': pairingUserCodes,
  '0011-deleted-piggy-banks': deletedPiggyBanks,
  '0012-task-occurrences': taskOccurrences,
  '0013-provider-calendar-ids': providerCalendarIds,
  '0014-photos': photos,
  '0015-music': music,
  '0016-mailing-list': mailingList,
  '0017-family-events': familyEvents,
  '0018-calendar-feeds-and-inbox': calendarFeedsAndInbox,
  '0019-menu-ingredients': menuIngredients,
  '0020-album-reads': albumReads,
  '0021-weather': weather,
  '0022-display-schedules': displaySchedules,
  '0023-people': people,
  '0024-task-approvals': taskApprovals,
  '0025-savings-goals': savingsGoals,
  '0026-job-queue': jobQueue,
  '0027-password-resets': passwordResets,
  '0028-push-subscriptions': pushSubscriptions,
  '0029-notifications': notifications,
  '0030-idempotency-keys': idempotencyKeys,
  '0031-calendar-writes': calendarWrites,
  '0032-calendar-watches': calendarWatches,
  '0035-family-suspension': familySuspension,
  '0036-recipes': recipes,
  '0038-language-currency': languageCurrency,
};
