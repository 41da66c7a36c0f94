import type { FastifyRequest } from 'fastify';
import type { AccountsRepo } from '../accounts/accounts.repo';
import type { Config } from '../config';
import { notFound } from '../domain-errors';

/** Whether the account's e-mail is one LUNO_ADMIN_EMAILS lists. */
export function isOperatorEmail(config: Pick<Config, 'adminEmails'>, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}

/**
 * A member's own session whose account is an operator's; everyone else, signed in or not, a 404:
 * to them the operator's view does not exist.
 */
export async function requireOperator(
  request: FastifyRequest,
  config: Pick<Config, 'adminEmails'>,
  accounts: Pick<AccountsRepo, 'findUserById'>,
): Promise<void> {
  const auth = request.auth;
  if (auth?.kind !== 'user' || config.adminEmails.length === 0) throw notFound();
  const user = await accounts.findUserById(auth.userId);
  if (!user || !isOperatorEmail(config, user.email)) throw notFound();
}
