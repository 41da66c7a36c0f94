import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type z } from 'zod';
import { firstIssueMessage } from '../../common/schemas/screen';

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'You must be logged in.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many requests. Please wait a minute and try again.') =>
  new HttpError(429, message);

/** Parses a payload with a shared schema, answering 400 with a readable message when it fails. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: firstIssueMessage(error) });
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
