import type { JobQueue } from '../background/job-queue';
import type { Db } from '../db/database';
import { transact } from '../db/transaction';
import { invalid } from '../domain-errors';
import type { Mailer } from '../integrations/mail/smtp-sender';
import { type Changes, SESSIONS } from '../live/changes';
import { createAccountsRepo } from './accounts.repo';
import { createPasswordResetsRepo } from './password-resets.repo';
import { hashPassword, type PasswordCost } from './passwords';
import { createSessionsRepo } from './sessions.repo';

export const RESET_LINK_UNKNOWN =
  'This reset link is not valid. Check that you opened the whole link from the email, or ask for a new one.';
export const RESET_LINK_USED = 'This reset link has already been used. Ask for a new one if you need it.';
export const RESET_LINK_EXPIRED = 'This reset link has expired: links work for an hour. Ask for a new one.';

/** The queue whose jobs mail the links. */
const QUEUE = 'password-reset-mail';

interface ResetMailJob {
  email: string;
  /** Where the link points: the server's public origin, or the one the request came to. */
  origin: string;
}

/**
 * "Forgot password?": a request is a job whatever the address (the answer takes the same path and
 * time, and says nothing of which addresses have accounts); the job mails an account's owner a
 * link to `/reset-password`; confirming it sets the password and ends the account's log-ins.
 */
export function createPasswordResetService(
  db: Db,
  changes: Changes,
  jobs: JobQueue,
  /** Null when the server cannot send mail: nothing is queued then, and old links still work. */
  mailer: Mailer | null,
  { passwordCost, now = () => new Date() }: { passwordCost: PasswordCost; now?: () => Date },
) {
  const accounts = createAccountsRepo(db);
  const resets = createPasswordResetsRepo(db);

  async function mailLink({ email, origin }: ResetMailJob): Promise<void> {
    const user = await accounts.findUserByEmail(email);
    if (!(user && mailer)) return;
    const token = await resets.create(user.id, now());
    const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Luno password',
      text: [
        'Someone asked to reset the password of your Luno account.',
        '',
        `To choose a new password, open this link within the hour:`,
        link,
        '',
        'It works once. If you did not ask, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    /** Starts this instance's runner of the mail jobs, when it can send mail. */
    async start(): Promise<void> {
      if (mailer)
        await jobs.work<ResetMailJob>({
          name: QUEUE,
          handler: mailLink,
          concurrency: 2,
          retryDelaySeconds: 20,
        });
    },

    /** Queues the mail; an address without an account gets none, which its job finds out. */
    async request(email: string, origin: string): Promise<void> {
      await jobs.send<ResetMailJob>(QUEUE, [{ key: email, data: { email, origin } }]);
    },

    /** Sets the password of the link's account and ends every log-in of it (its displays stay). */
    async confirm(token: string, password: string): Promise<void> {
      const link = await resets.find(token);
      if (!link) throw invalid(RESET_LINK_UNKNOWN);
      if (link.used_at) throw invalid(RESET_LINK_USED);
      if (Date.parse(link.expires_at) <= now().getTime()) throw invalid(RESET_LINK_EXPIRED);
      const user = await accounts.findUserById(link.user_id);
      if (!user) throw invalid(RESET_LINK_UNKNOWN);
      const passwordHash = await hashPassword(password, passwordCost);
      await transact(db, changes, async (trx, announce) => {
        // Two confirmations of one link at once: one uses it, the other is told it was used.
        if (!(await createPasswordResetsRepo(trx).use(token, user.id, now()))) throw invalid(RESET_LINK_USED);
        await createAccountsRepo(trx).setPasswordHash(user.id, passwordHash);
        await createSessionsRepo(trx).revokeLogins(user.id);
        announce(user.family_id, SESSIONS);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
