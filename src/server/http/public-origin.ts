import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The address people reach Luno at: PUBLIC_URL when set, else what this request came in on. */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}
