import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';
import { firstIssueMessage } from '../../common/schemas/issue-messages';
import { storable } from '../../common/schemas/text';
import { classifyDatabaseError, type DatabaseFault } from '../db/errors';

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Fields sent beside `error`, e.g. the current screen with a 409. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You must be logged in.') => new HttpError(401, message);
export const forbidden = (message: string, details?: Record<string, unknown>) =>
  new HttpError(403, message, details);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, details);
export const tooManyRequests = (message = 'Too many requests. Please wait a minute and try again.') =>
  new HttpError(429, message);

const DATABASE_ANSWERS: Record<DatabaseFault, { status: number; error: string }> = {
  'missing-reference': { status: 404, error: 'It was deleted in the meantime. Please reload and try again.' },
  duplicate: { status: 409, error: 'That was saved at the same moment from somewhere else. Please reload.' },
  conflict: { status: 409, error: 'Someone else changed this at the same moment. Please try again.' },
  unavailable: {
    status: 503,
    error: 'The database cannot be reached right now. Please try again in a moment.',
  },
  'out-of-space': {
    status: 507,
    error: 'The server is out of storage space, so nothing could be saved. Please tell whoever runs it.',
  },
  'bad-value': { status: 400, error: 'The request holds a value that cannot be saved.' },
};

/** How long a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Parses a payload with a shared schema, answering 400 with a readable message when it fails. Every
 * string in the payload must be text both databases can store; a field that is not is named.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = storable(schema).safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data as z.infer<S>;
}

/** An outage fails every request: one line a minute says so without flooding the log. */
const FAULT_LOG_INTERVAL_MS = 60_000;
const lastLogged = new Map<DatabaseFault, number>();

function shouldLog(fault: DatabaseFault): boolean {
  const now = Date.now();
  if (now - (lastLogged.get(fault) ?? 0) < FAULT_LOG_INTERVAL_MS) return false;
  lastLogged.set(fault, now);
  return true;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.details });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: firstIssueMessage(error) });
    }
    const fault = classifyDatabaseError(error);
    if (fault) {
      const answer = DATABASE_ANSWERS[fault];
      if (answer.status >= 500 && shouldLog(fault)) {
        request.log.warn(`Database ${fault}: ${error.message} (said once every minute while it lasts)`);
      }
      if (answer.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(answer.status).send({ error: answer.error });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ error: 'The request is too large.' });
    if (status === 429) return reply.status(429).send({ error: tooManyRequests().message });
    if (status === 415) return reply.status(415).send({ error: 'Send the request as JSON.' });
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
