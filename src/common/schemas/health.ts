import { z } from 'zod';

/** `GET /api/health`: the process answers. */
export const healthSchema = z.object({ status: z.literal('ok'), version: z.string() });
export type Health = z.infer<typeof healthSchema>;

/** `GET /api/ready`: the database answers and holds this version's migrations (else 503). */
export const readinessSchema = z.object({ status: z.literal('ready') });
export type Readiness = z.infer<typeof readinessSchema>;
