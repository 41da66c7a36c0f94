import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browsers that have signed in to an account before carry a mark for it (OWASP's "device cookies"),
 * so a stranger's failed guesses, which lock the account for unknown browsers, never lock out the
 * family's own. The mark is an HMAC of the account id: it names nothing and cannot be made up.
 */
const COOKIE = 'luno_known';
const MARKS_KEPT = 5;
const YEAR_SECONDS = 365 * 86_400;

export function createKnownDevices(key: Buffer, secure: boolean) {
  const markFor = (userId: number) =>
    createHmac('sha256', key).update(`known-device:${userId}`).digest('base64url').slice(0, 22);
  const marksOf = (request: FastifyRequest) => (request.cookies[COOKIE] ?? '').split('.').filter(Boolean);

  return {
    isKnown(request: FastifyRequest, userId: number): boolean {
      const expected = Buffer.from(markFor(userId));
      return marksOf(request).some((mark) => {
        const actual = Buffer.from(mark);
        return actual.length === expected.length && timingSafeEqual(actual, expected);
      });
    },
    remember(request: FastifyRequest, reply: FastifyReply, userId: number): void {
      const mark = markFor(userId);
      const marks = [mark, ...marksOf(request).filter((other) => other !== mark)].slice(0, MARKS_KEPT);
      // Only the log-in call needs it.
      reply.setCookie(COOKIE, marks.join('.'), {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: YEAR_SECONDS,
      });
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
