import { z } from 'zod';
import { DEMO_EMAIL_INVALID, DEMO_EMAIL_REQUIRED } from '../demo-email';

/**
 * POST /api/mailing-list/subscribe-demo: the address a demo visitor gave. Trimmed and lower-cased,
 * so 'Ann@Example.com ' and 'ann@example.com' are one subscriber.
 */
export const demoSubscriptionSchema = z.object({
  email: z
    .string({ error: DEMO_EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, DEMO_EMAIL_REQUIRED)
    .max(254, DEMO_EMAIL_INVALID)
    .pipe(z.email({ error: DEMO_EMAIL_INVALID })),
});

/** The same answer for a new address and one already on the list: nobody learns who subscribed. */
export const subscribedSchema = z.object({ subscribed: z.literal(true) });
export type Subscribed = z.output<typeof subscribedSchema>;
