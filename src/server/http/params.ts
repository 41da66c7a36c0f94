import type { FastifyRequest } from 'fastify';
import { parseRowId } from '../../common/schemas/ids';
import { notFound } from '../domain-errors';

/** A route's row id parameter; anything that cannot be a row id answers 404 with `message`. */
export function idParam(request: FastifyRequest, name: string, message: string): number {
  const id = parseRowId((request.params as Record<string, unknown>)[name]);
  if (id === null) throw notFound(message);
  return id;
}
