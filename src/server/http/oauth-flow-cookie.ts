import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Sealer } from '../sealed';

/** How long a consent round trip may take before the callback refuses it. */
const FLOW_TTL_S = 600;

/**
 * An OAuth round trip's state and PKCE verifier, sealed in a cookie scoped to /api/auth/ for ten
 * minutes: any instance can finish the flow, and nothing is stored server-side.
 */
export function oauthFlowCookie<Flow extends object>(name: string, config: Config, sealer: Sealer) {
  const options = {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
  };
  return {
    write(reply: FastifyReply, flow: Flow): void {
      const sealed = sealer.seal(JSON.stringify({ ...flow, expires: Date.now() + FLOW_TTL_S * 1000 }));
      reply.setCookie(name, sealed, { ...options, maxAge: FLOW_TTL_S });
    },
    /** The flow this browser started, unless it is missing, tampered with or too old. */
    read(request: FastifyRequest): Flow | null {
      const sealed = request.cookies[name];
      if (!sealed) return null;
      try {
        const { expires, ...flow } = JSON.parse(sealer.open(sealed)) as Flow & { expires: number };
        return expires > Date.now() ? (flow as unknown as Flow) : null;
      } catch {
        return null;
      }
    },
    clear(reply: FastifyReply): void {
      reply.clearCookie(name, options);
    },
  };
}
