import type { FastifyInstance } from 'fastify';
import { successSchema, unsubscribeAnswerSchema } from '../../common/schemas/accounts';
import {
  billingStatusSchema,
  checkoutAnswerSchema,
  createCheckoutSchema,
  portalAnswerSchema,
} from '../../common/schemas/billing';
import type { AccountsRepo } from '../accounts/accounts.repo';
import type { Config } from '../config';
import { DomainError, invalid, notSetUp, notSignedIn } from '../domain-errors';
import { requireSession } from '../http/auth';
import { parse } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import { answers } from '../http/zod-serializer';
import type { PaymentEvent } from '../integrations/payments/stripe';
import type { BillingRepo } from './billing.repo';
import type { BillingService } from './billing.service';

const PAYMENTS_OFF =
  'Payments are not enabled on this server, so there is no plan to buy: every account is already on its plan.';

export interface BillingDeps {
  config: Config;
  accounts: AccountsRepo;
  billing: BillingRepo;
  /** Null on a server without payment keys: no payment code runs. */
  service: BillingService | null;
  verifyEvent: ((rawBody: Buffer, signature: string) => Promise<PaymentEvent>) | null;
}

export function billingRoutes(
  app: FastifyInstance,
  { config, accounts, billing, service, verifyEvent }: BillingDeps,
): void {
  // Money routes need a session but no plan: a new or lapsed family must be able to choose one. A
  // paired TV's session never gets here, as it may not write (http/auth.ts).
  app.post(
    '/api/subscriptions/create-checkout-session',
    {
      config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
      ...answers(checkoutAnswerSchema),
    },
    async (request) => {
      const auth = requireSession(request);
      const { priceId } = parse(createCheckoutSchema, request.body);
      if (!service) throw notSetUp(PAYMENTS_OFF);
      const user = await accounts.findUserById(auth.userId);
      if (!user) throw notSignedIn();
      return service.startCheckout({
        familyId: auth.familyId,
        email: user.email,
        priceId,
        origin: publicOrigin(config, request),
      });
    },
  );

  app.get('/api/billing', answers(billingStatusSchema), async (request, reply) => {
    const auth = requireSession(request);
    const family = await billing.familyBilling(auth.familyId);
    if (!family) throw notSignedIn();
    reply.header('cache-control', 'no-store');
    return {
      payments: service !== null,
      status: family.subscription_status,
      tier: family.subscription_tier,
      periodEnd: family.plan_period_end,
      cancelAtPeriodEnd: family.plan_cancel_at_period_end === 1,
      canManageBilling: service !== null && family.stripe_customer_id !== null,
      trialAvailable: family.trial_used === 0,
    };
  });

  app.post('/api/billing/portal', answers(portalAnswerSchema), async (request) => {
    const auth = requireSession(request);
    if (!service) throw notSetUp(PAYMENTS_OFF);
    return { url: await service.portalUrl(auth.familyId, `${publicOrigin(config, request)}/app/account`) };
  });

  app.post('/api/account/unsubscribe', answers(unsubscribeAnswerSchema), async (request) => {
    const auth = requireSession(request);
    if (!service) {
      return {
        subscription_status: auth.subscriptionStatus,
        message: 'Payments are not enabled on this server, so there is no subscription to cancel.',
        endsAt: null,
      };
    }
    return service.unsubscribe(auth.familyId);
  });

  // Stripe signs the exact bytes it sends, so this route reads the body unparsed; the signature
  // stands in for the session and the CSRF token.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/webhooks/stripe',
      { config: { csrf: false }, ...answers(successSchema) },
      async (request) => {
        if (!(service && verifyEvent)) throw notSetUp(PAYMENTS_OFF);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          throw invalid('Invalid signature.');
        let event: PaymentEvent;
        try {
          event = await verifyEvent(request.body, signature);
        } catch {
          throw invalid('Invalid signature.');
        }
        const outcome = await service.applyEvent(event).catch((error: unknown) => {
          // Stripe delivers again later; the event was not recorded, so it will be applied then.
          request.log.error({ err: error, eventId: event.id, type: event.type }, 'a payment event failed');
          throw new DomainError('internal', 'The event could not be applied now.');
        });
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
        return { success: true };
      },
    );
  });
}
