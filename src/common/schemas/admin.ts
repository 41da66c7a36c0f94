/**
 * The operator's view (`/app/admin`, `GET /api/admin/…`): how the server is doing, and each family
 * by counts and sizes only — never a name, an e-mail or anything a family keeps.
 */
import { z } from 'zod';

/** A kind of background work: jobs waiting, running now, and being retried after failing. */
export const adminQueueSchema = z.object({
  queue: z.string(),
  waiting: z.number(),
  running: z.number(),
  failing: z.number(),
});

/** Sources or albums whose last reading failed: how many, and their errors grouped by text. */
export const adminFailuresSchema = z.object({
  failing: z.number(),
  errors: z.array(z.object({ error: z.string(), count: z.number() })),
});

/** One server error (5xx) as it was answered: the route pattern and the error's message, no body. */
export const adminServerErrorSchema = z.object({
  at: z.string(),
  method: z.string(),
  route: z.string(),
  status: z.number(),
  message: z.string(),
});

/** GET /api/admin/overview */
export const adminOverviewSchema = z.object({
  version: z.string(),
  startedAt: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['sqlite', 'postgres']),
  families: z.number(),
  suspendedFamilies: z.number(),
  members: z.number(),
  boards: z.number(),
  displaysPaired: z.number(),
  /** Displays with a live stream open to this instance now. */
  displaysOnline: z.number(),
  photoBytes: z.number(),
  jobs: z.array(adminQueueSchema),
  calendarSources: adminFailuresSchema,
  albums: adminFailuresSchema,
  recentErrors: z.array(adminServerErrorSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A family as the operator sees it: counts and sizes. */
export const adminFamilySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  members: z.number(),
  boards: z.number(),
  displays: z.number(),
  photos: z.number(),
  photoBytes: z.number(),
  suspendedAt: z.string().nullable(),
});
export type AdminFamily = z.infer<typeof adminFamilySchema>;

/** GET /api/admin/families: the families using the most photo storage first. */
export const adminFamiliesSchema = z.object({ families: z.array(adminFamilySchema) });
export type AdminFamilies = z.infer<typeof adminFamiliesSchema>;
