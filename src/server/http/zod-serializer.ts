import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/**
 * Routes declare their answers as the shared zod schemas (`schema: { response: { 200: … } }`): an
 * answer is parsed by its schema before it is sent, so a field the schema does not name — a
 * password hash, an internal column — can never leave the server. An answer that does not fit its
 * schema is a bug, and fails loudly as a 500 rather than sending something the client cannot read.
 */
export function registerZodSerializer(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema }) => {
    const answer = schema as z.ZodType;
    return (data) => JSON.stringify(answer.parse(data));
  });
}

/** Route options declaring that the route answers `schema` with each of `statuses` (200 when none). */
export function answers(schema: z.ZodType, ...statuses: number[]) {
  const codes = statuses.length > 0 ? statuses : [200];
  return { schema: { response: Object.fromEntries(codes.map((status) => [status, schema])) } };
}
