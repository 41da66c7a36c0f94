import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError, type z } from 'zod';
import type { ErrorCode } from '../../common/error-codes';
import { firstIssueMessage } from '../../common/schemas/issue-messages';
import { storable } from '../../common/schemas/text';
import { classifyDatabaseError, type DatabaseFault } from '../db/errors';
import { DomainError, invalid, RATE_LIMITED_MESSAGE } from '../domain-errors';
import { localizeMessage, messageLanguage } from '../i18n/localize';
import { codeForStatus, ERROR_STATUSES } from './error-statuses';

const DATABASE_ANSWERS: Record<DatabaseFault, { code: ErrorCode; error: string }> = {
  'missing-reference': {
    code: 'deleted_meanwhile',
    error: 'It was deleted in the meantime. Please reload and try again.',
  },
  duplicate: {
    code: 'changed_meanwhile',
    error: 'That was saved at the same moment from somewhere else. Please reload.',
  },
  conflict: {
    code: 'changed_meanwhile',
    error: 'Someone else changed this at the same moment. Please try again.',
  },
  unavailable: {
    code: 'database_unavailable',
    error: 'The database cannot be reached right now. Please try again in a moment.',
  },
  'out-of-space': {
    code: 'out_of_space',
    error: 'The server is out of storage space, so nothing could be saved. Please tell whoever runs it.',
  },
  'bad-value': { code: 'invalid_request', error: 'The request holds a value that cannot be saved.' },
};

/** How long a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Parses a payload with a shared schema, answering 400 with a readable message when it fails. Every
 * string in the payload must be text both databases can store; a field that is not is named.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = storable(schema).safeParse(input ?? {});
  if (!result.success) throw invalid(firstIssueMessage(result.error));
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

/**
 * The sentence in the language the request's `Accept-Language` asks for (`i18n/localize.ts`);
 * without the header, or in English, the sentence as the code wrote it.
 */
function said(request: FastifyRequest, reply: FastifyReply, error: string): string {
  const language = messageLanguage(request.headers['accept-language']);
  if (language === undefined) return error;
  const sentence = localizeMessage(error, language);
  if (sentence !== error) reply.header('content-language', language);
  return sentence;
}

/** Every error answer: the sentence, its code, and what the error carries beside them. */
function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  error: string,
  details: Record<string, unknown> = {},
) {
  return reply.status(ERROR_STATUSES[code]).send({ error: said(request, reply, error), code, ...details });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError | ZodError, request, reply) => {
    if (error instanceof DomainError) return answer(request, reply, error.code, error.message, error.details);
    if (error instanceof ZodError) return answer(request, reply, 'invalid_request', firstIssueMessage(error));
    const fault = classifyDatabaseError(error);
    if (fault) {
      const { code, error: message } = DATABASE_ANSWERS[fault];
      request.server.meter?.databaseError(fault);
      if (ERROR_STATUSES[code] >= 500 && shouldLog(fault)) {
        request.log.warn(`Database ${fault}: ${error.message} (said once every minute while it lasts)`);
      }
      if (code === 'database_unavailable') reply.header('retry-after', RETRY_AFTER_SECONDS);
      return answer(request, reply, code, message);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return answer(request, reply, 'too_large', 'The request is too large.');
    if (status === 429) return answer(request, reply, 'rate_limited', RATE_LIMITED_MESSAGE);
    if (status === 415) return answer(request, reply, 'unsupported_media_type', 'Send the request as JSON.');
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : error.message;
      // Fastify's own refusals keep their status; the code is the one that status stands for.
      return reply.status(status).send({ error: said(request, reply, message), code: codeForStatus(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return answer(request, reply, 'internal', 'Something went wrong on our side. Please try again.');
  });
}
