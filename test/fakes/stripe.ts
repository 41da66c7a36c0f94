import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are JSON that tests read and change freely
type Loose = any;
type StripeObject = Record<string, Loose>;

/** A form or query value as Stripe's bracket notation nests it; every leaf stays a string. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  billing_scheme: 'per_unit';
  created: number;
  currency: string;
  custom_unit_amount: null;
  livemode: false;
  lookup_key: string;
  metadata: Record<string, string>;
  nickname: null;
  product: string;
  recurring: {
    interval: 'week' | 'month' | 'year';
    interval_count: number;
    meter: null;
    trial_period_days: null;
    usage_type: 'licensed';
  } | null;
  tax_behavior: 'unspecified';
  tiers_mode: null;
  transform_quantity: null;
  type: 'recurring' | 'one_time';
  unit_amount: number;
  /** A string on the wire; the SDK hands callers a Decimal for it. */
  unit_amount_decimal: string;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  /** The API request that caused the event; both null when the customer or time did. */
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: StripeObject; previous_attributes?: StripeObject };
}

export interface FakeDelivery {
  eventId: string;
  /** What the app answered, or 0 when delivering threw. */
  status: number;
  error?: string;
}

export interface FakeStripe {
  url: string;
  port: number;
  /** SDK options that point the real SDK here. */
  sdkOptions: { host: string; port: number; protocol: 'http' };
  webhookSecret: string;
  prices: FakePrice[];
  customers: Map<string, Loose>;
  checkoutSessions: Map<string, Loose>;
  subscriptions: Map<string, Loose>;
  /** Every API request received: method, path (no query), parsed body or query, leaves as strings. */
  requests: { method: string; path: string; params: Record<string, unknown> }[];
  /** Every event the fake generated, in order. */
  events: StripeEvent[];
  /** Every delivery the fake attempted on its own (API calls, checkout, status changes), in order. */
  deliveries: FakeDelivery[];
  /** Where events go; set or replace at any time. Returns the HTTP status the app answered. */
  deliver: ((payload: string, signatureHeader: string) => Promise<number>) | null;
  /** Completes an open checkout session as the visitor paying (or starting the trial) on the hosted page. */
  completeCheckout(sessionId: string): Promise<StripeEvent[]>;
  /** Moves a subscription to a status, emits customer.subscription.updated (.deleted for canceled) and delivers it. */
  setSubscriptionStatus(subscriptionId: string, status: string): Promise<StripeEvent>;
  /** Builds and records an event carrying a deep copy of `object` as it is now, without delivering it. */
  event(type: string, object: unknown, previousAttributes?: StripeObject): StripeEvent;
  /** Signs and delivers one event (or any payload string) through `deliver`; returns the status. */
  send(event: StripeEvent | string, options?: SignOptions): Promise<number>;
  /** The Stripe-Signature header for a payload. */
  sign(payload: string, options?: SignOptions): string;
  close(): Promise<void>;
}

export interface SignOptions {
  secret?: string;
  /** Unix seconds; now when not given. */
  timestamp?: number;
}

/** One price per way Luno sells a plan, as the Stripe dashboard would hold them. */
const CATALOGUE: { lookupKey: string; amount: number; interval: 'week' | 'month' | 'year' | null }[] = [
  { lookupKey: 'luno_core_weekly', amount: 200, interval: 'week' },
  { lookupKey: 'luno_core_monthly', amount: 400, interval: 'month' },
  { lookupKey: 'luno_core_annually', amount: 4000, interval: 'year' },
  { lookupKey: 'luno_plus_weekly', amount: 300, interval: 'week' },
  { lookupKey: 'luno_plus_monthly', amount: 600, interval: 'month' },
  { lookupKey: 'luno_plus_annually', amount: 6000, interval: 'year' },
  { lookupKey: 'luno_plus_forever_one_time', amount: 9900, interval: null },
];

/** Stripe ids are a prefix and alphanumerics; no `-` or `_` after the prefix. */
function newId(prefix: string): string {
  const tail = randomBytes(32)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '');
  return `${prefix}_${tail.slice(0, 24)}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** One billing interval on; a month from Jan 31 ends on the last day of February, as Stripe bills. */
function addInterval(seconds: number, interval: string): number {
  const date = new Date(seconds * 1000);
  if (interval === 'week') {
    date.setUTCDate(date.getUTCDate() + 7);
  } else {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + (interval === 'year' ? 12 : 1));
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, lastDay));
  }
  return Math.floor(date.getTime() / 1000);
}

/**
 * Parses `a[b][0][c]=v&list[]=x` as the SDK (and qs) write it into nested objects and arrays. Leaves
 * stay strings, as they arrive; prototype-polluting names are dropped.
 */
export function parseStripeForm(text: string): FormParams {
  const root: FormParams = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : [key];
    if (path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    let container: FormValue = root;
    for (let i = 0; i < path.length; i++) {
      const name = path[i]!;
      const last = i === path.length - 1;
      const next = path[i + 1];
      const fresh = (): FormValue => (next === '' || /^\d+$/.test(next ?? '') ? [] : {});
      if (Array.isArray(container)) {
        const index: number = name === '' ? container.length : Number(name);
        if (!Number.isInteger(index)) break;
        if (last) container[index] = value;
        else container = container[index] ??= fresh();
      } else if (typeof container === 'object') {
        if (last) container[name] = value;
        else container = container[name] ??= fresh();
      } else {
        break; // `a=1&a[b]=2`: the scalar wins, as qs keeps the first shape.
      }
    }
  }
  return root;
}

/** An answer in Stripe's error shape; the SDK picks its error class from the status. */
class StripeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; param?: string; type?: string } = {},
  ) {
    super(message);
  }
  body() {
    return {
      error: { type: this.extra.type ?? 'invalid_request_error', message: this.message, ...this.extra },
    };
  }
}

const noSuch = (kind: string, id: string, param = 'id', status = 404) =>
  new StripeFailure(status, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

const missing = (param: string) =>
  new StripeFailure(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });

function text(params: FormParams | undefined, key: string): string | undefined {
  const value = params?.[key];
  return typeof value === 'string' ? value : undefined;
}

function nested(params: FormParams | undefined, key: string): FormParams | undefined {
  const value = params?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function list(params: FormParams | undefined, key: string): FormValue[] {
  const value = params?.[key];
  if (value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  // Indexed keys sent out of order still parse as an object of indices.
  return typeof value === 'object' ? Object.values(value) : [value];
}

function integer(params: FormParams | undefined, key: string, prefix = ''): number | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw new StripeFailure(400, `Invalid integer: ${value}`, { param: `${prefix}${key}` });
  }
  return Number(value);
}

function boolean(params: FormParams | undefined, key: string): boolean | undefined {
  const value = text(params, key);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') {
    throw new StripeFailure(400, `Invalid boolean: ${value}`, { param: key });
  }
  return value === 'true';
}

/** Stripe's metadata update: an empty string unsets a key, and `metadata=` unsets them all. */
function mergeMetadata(current: Record<string, string>, incoming: FormValue | undefined) {
  if (incoming === undefined) return current;
  if (incoming === '') return {};
  if (typeof incoming !== 'object' || Array.isArray(incoming)) {
    throw new StripeFailure(400, 'Invalid object', { param: 'metadata' });
  }
  const merged = { ...current };
  for (const [key, value] of Object.entries(incoming)) {
    if (typeof value !== 'string')
      throw new StripeFailure(400, 'Invalid metadata value', { param: `metadata[${key}]` });
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(response: http.ServerResponse, status: number, title: string, body: string) {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body><h1>${title}</h1>${body}</body></html>`,
    );
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

/** Top-level keys whose value changed, with the value before: an event's `previous_attributes`. */
function changes(before: StripeObject, after: StripeObject): StripeObject {
  const previous: StripeObject = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

interface Answer {
  status?: number;
  body: unknown;
  /** Delivered, in order, after the answer is fixed and before it is sent. */
  events?: StripeEvent[];
}

/** What the hosted checkout needs that the session object does not show. */
interface SessionLine {
  price: FakePrice;
  quantity: number;
  trialDays: number | null;
  subscriptionMetadata: Record<string, string>;
}

export interface FakeStripeOptions {
  webhookSecret?: string;
  deliver?: FakeStripe['deliver'];
  /** 0 (any free port) unless given; the port of a closed fake brings it back at the same address. */
  port?: number;
  /** A closed fake whose objects, events and requests this one carries on with, as Stripe coming back up. */
  from?: FakeStripe;
}

/** Everything a fake knows, so a restarted fake (`from`) carries on where the last one stopped. */
interface FakeState {
  prices: FakePrice[];
  customers: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
  sessionLines: Map<string, SessionLine>;
  idempotent: Map<string, { status: number; body: string }>;
  events: StripeEvent[];
  deliveries: FakeDelivery[];
  requests: FakeStripe['requests'];
}

const states = new WeakMap<FakeStripe, FakeState>();

function freshState(): FakeState {
  const created = now();
  const prices: FakePrice[] = CATALOGUE.map((entry) => ({
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: entry.lookupKey,
    metadata: {},
    nickname: null,
    product: entry.lookupKey.startsWith('luno_plus') ? 'prod_LunoPlus' : 'prod_LunoCore',
    recurring: entry.interval
      ? {
          interval: entry.interval,
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: 'licensed',
        }
      : null,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: entry.interval ? 'recurring' : 'one_time',
    unit_amount: entry.amount,
    unit_amount_decimal: String(entry.amount),
  }));
  return {
    prices,
    customers: new Map(),
    checkoutSessions: new Map(),
    subscriptions: new Map(),
    portalSessions: new Map(),
    sessionLines: new Map(),
    idempotent: new Map(),
    events: [],
    deliveries: [],
    requests: [],
  };
}

/**
 * The parts of Stripe's API Luno's billing calls, on 127.0.0.1, for the real `stripe` SDK to talk to
 * through `sdkOptions`, plus the hosted checkout and billing portal pages a browser is sent to.
 * Everything the app would learn from webhooks is signed with `webhookSecret` and handed to `deliver`
 * before the request that caused it is answered, so tests see a settled state.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const state = (options.from && states.get(options.from)) || freshState();
  const { prices, customers, checkoutSessions, subscriptions, portalSessions, sessionLines, idempotent } =
    state;
  const { events, deliveries, requests } = state;
  const webhookSecret = options.webhookSecret ?? options.from?.webhookSecret ?? newId('whsec');
  let origin = '';

  function sign(payload: string, signOptions: SignOptions = {}): string {
    const timestamp = signOptions.timestamp ?? now();
    const signature = createHmac('sha256', signOptions.secret ?? webhookSecret)
      .update(`${timestamp}.${payload}`, 'utf8')
      .digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  function event(
    type: string,
    object: unknown,
    previousAttributes?: StripeObject,
    request?: StripeEvent['request'],
  ) {
    const built: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: fake.deliver ? 1 : 0,
      request: request ?? { id: null, idempotency_key: null },
      type,
      data: {
        object: structuredClone(object) as StripeObject,
        ...(previousAttributes ? { previous_attributes: structuredClone(previousAttributes) } : {}),
      },
    };
    events.push(built);
    return built;
  }

  async function send(sent: StripeEvent | string, signOptions?: SignOptions): Promise<number> {
    if (!fake.deliver) throw new Error('FakeStripe.send: no deliver function is set');
    // Stripe's payloads are pretty-printed, so an app that re-serialises the parsed body fails to verify.
    const payload = typeof sent === 'string' ? sent : JSON.stringify(sent, null, 2);
    return fake.deliver(payload, sign(payload, signOptions));
  }

  /** Delivers one by one, as each answer arrives; a failing app is recorded, never thrown at the caller. */
  async function deliverAll(batch: StripeEvent[]) {
    for (const item of batch) {
      if (!fake.deliver) continue;
      try {
        deliveries.push({ eventId: item.id, status: await send(item) });
      } catch (error) {
        deliveries.push({ eventId: item.id, status: 0, error: String(error) });
      }
    }
  }

  function customerObject(params: FormParams): StripeObject {
    return {
      id: newId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: text(params, 'description') ?? null,
      discount: null,
      email: text(params, 'email') ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      name: text(params, 'name') ?? null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
  }

  function createCheckoutSession(params: FormParams): StripeObject {
    const mode = text(params, 'mode');
    if (!mode) throw missing('mode');
    if (mode !== 'payment' && mode !== 'subscription') {
      throw new StripeFailure(400, `The fake Stripe does not support mode '${mode}'`, { param: 'mode' });
    }
    const customerId = text(params, 'customer');
    const customerEmail = text(params, 'customer_email');
    if (customerId && customerEmail) {
      throw new StripeFailure(
        400,
        'You may only specify one of these parameters: customer, customer_email.',
        {
          param: 'customer',
        },
      );
    }
    if (customerId && !customers.has(customerId)) throw noSuch('customer', customerId, 'customer', 400);
    const items = list(params, 'line_items');
    if (items.length === 0) throw missing('line_items');
    if (items.length > 1) throw new StripeFailure(400, 'The fake Stripe sells one line item per session');
    const item = items[0] as FormParams;
    const priceId = text(item, 'price');
    if (!priceId) throw missing('line_items[0][price]');
    const price = prices.find((candidate) => candidate.id === priceId);
    if (!price) throw noSuch('price', priceId, 'line_items[0][price]', 400);
    const quantity = integer(item, 'quantity', 'line_items[0][');
    if (quantity === undefined) {
      throw new StripeFailure(400, 'Quantity is required. Add `quantity` to `line_items[0]`', {
        param: 'line_items[0][quantity]',
      });
    }
    if (mode === 'payment' && price.type === 'recurring') {
      throw new StripeFailure(
        400,
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        { param: 'line_items[0][price]' },
      );
    }
    if (mode === 'subscription' && price.type !== 'recurring') {
      throw new StripeFailure(
        400,
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        { param: 'line_items[0][price]' },
      );
    }
    const subscriptionData = nested(params, 'subscription_data');
    if (params.subscription_data !== undefined && mode !== 'subscription') {
      throw new StripeFailure(400, 'You can not pass `subscription_data` in `payment` mode.', {
        param: 'subscription_data',
      });
    }
    const trialDays = integer(subscriptionData, 'trial_period_days', 'subscription_data[') ?? null;
    if (trialDays !== null && trialDays < 1) {
      throw new StripeFailure(400, 'The minimum number of trial period days is 1.', {
        param: 'subscription_data[trial_period_days]',
      });
    }
    const amount = trialDays ? 0 : price.unit_amount * quantity;
    const id = newId('cs_test');
    const createdAt = now();
    sessionLines.set(id, {
      price,
      quantity,
      trialDays,
      subscriptionMetadata: mergeMetadata({}, subscriptionData?.metadata),
    });
    return {
      id,
      object: 'checkout.session',
      adaptive_pricing: null,
      after_expiration: null,
      allow_promotion_codes: null,
      allowed_payment_method_types: null,
      amount_subtotal: amount,
      amount_total: amount,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: text(params, 'cancel_url') ?? null,
      client_reference_id: text(params, 'client_reference_id') ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created: createdAt,
      currency: price.currency,
      currency_conversion: null,
      custom_fields: [],
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: null,
        terms_of_service_acceptance: null,
      },
      customer: customerId ?? null,
      customer_account: null,
      customer_creation: customerId ? null : mode === 'subscription' ? 'always' : 'if_required',
      customer_details: null,
      customer_email: customerEmail ?? null,
      discounts: [],
      expires_at: createdAt + 24 * 3600,
      integration_identifier: null,
      invoice: null,
      invoice_creation: null,
      livemode: false,
      locale: null,
      managed_payments: null,
      metadata: mergeMetadata({}, params.metadata),
      mode,
      origin_context: null,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: mode === 'subscription' ? 'always' : null,
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      permissions: null,
      recovered_from: null,
      saved_payment_method_options: null,
      setup_intent: null,
      shipping_address_collection: null,
      shipping_cost: null,
      shipping_options: [],
      status: 'open',
      submit_type: null,
      subscription: null,
      success_url: text(params, 'success_url') ?? null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted_page',
      url: `${origin}/pay/${id}`,
      wallet_options: null,
    };
  }

  function subscriptionObject(customer: string, line: SessionLine): StripeObject {
    const { price } = line;
    const start = now();
    const trialEnd = line.trialDays ? start + line.trialDays * 86_400 : null;
    const periodEnd = trialEnd ?? addInterval(start, price.recurring!.interval);
    const id = newId('sub');
    const plan = {
      id: price.id,
      object: 'plan',
      active: true,
      amount: price.unit_amount,
      amount_decimal: price.unit_amount_decimal,
      billing_scheme: 'per_unit',
      created: price.created,
      currency: price.currency,
      interval: price.recurring!.interval,
      interval_count: 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: null,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
    const item = {
      id: newId('si'),
      object: 'subscription_item',
      billing_thresholds: null,
      created: start,
      current_period_end: periodEnd,
      current_period_start: start,
      current_trial: null,
      discounts: [],
      metadata: {},
      plan,
      price: structuredClone(price),
      quantity: line.quantity,
      subscription: id,
      tax_rates: [],
    };
    return {
      id,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: trialEnd ?? start,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: null, type: 'classic' },
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
      collection_method: 'charge_automatically',
      created: start,
      currency: price.currency,
      // Gone from the subscription in current API versions (they live on items); kept for older readers.
      current_period_end: periodEnd,
      current_period_start: start,
      customer,
      customer_account: null,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      description: null,
      discounts: [],
      ended_at: null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      items: {
        object: 'list',
        data: [item],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      managed_payments: null,
      metadata: { ...line.subscriptionMetadata },
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: 'off',
      },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      schedule: null,
      start_date: start,
      status: trialEnd ? 'trialing' : 'active',
      test_clock: null,
      transfer_data: null,
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: trialEnd ? start : null,
    };
  }

  function setPeriod(subscription: StripeObject, start: number, end: number) {
    subscription.current_period_start = start;
    subscription.current_period_end = end;
    for (const item of subscription.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
  }

  function cancelNow(subscription: StripeObject, at: number) {
    subscription.status = 'canceled';
    subscription.canceled_at = at;
    subscription.ended_at = at;
    subscription.cancellation_details = {
      ...subscription.cancellation_details,
      reason: 'cancellation_requested',
    };
  }

  async function completeCheckout(sessionId: string): Promise<StripeEvent[]> {
    const session = checkoutSessions.get(sessionId);
    const line = sessionLines.get(sessionId);
    if (!session || !line) throw new Error(`FakeStripe.completeCheckout: no session ${sessionId}`);
    if (session.status !== 'open')
      throw new Error(`FakeStripe.completeCheckout: session ${sessionId} is ${session.status}`);
    // Subscriptions always get a customer; a one-off payment makes one only when asked to.
    if (!session.customer && session.customer_creation === 'always') {
      const customer = customerObject({ email: session.customer_email ?? 'visitor@example.test' });
      customers.set(customer.id, customer);
      session.customer = customer.id;
    }
    const email = session.customer ? customers.get(session.customer)?.email : session.customer_email;
    session.customer_details = {
      address: null,
      business_name: null,
      email: email ?? session.customer_email ?? null,
      individual_name: null,
      name: null,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    session.status = 'complete';
    let subscription: StripeObject | undefined;
    if (session.mode === 'subscription') {
      subscription = subscriptionObject(session.customer, line);
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      session.payment_status = line.trialDays ? 'no_payment_required' : 'paid';
    } else {
      session.payment_status = 'paid';
      session.payment_intent = newId('pi');
    }
    const batch = [event('checkout.session.completed', session)];
    if (subscription) batch.push(event('customer.subscription.created', subscription));
    await deliverAll(batch);
    return batch;
  }

  async function setSubscriptionStatus(subscriptionId: string, status: string): Promise<StripeEvent> {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`FakeStripe.setSubscriptionStatus: no subscription ${subscriptionId}`);
    const before = structuredClone(subscription);
    const at = now();
    if (status === 'canceled') {
      cancelNow(subscription, at);
    } else {
      // A trial ending early (or a payment arriving) starts a paid period from now.
      if (before.status === 'trialing' && status === 'active') {
        subscription.trial_end = at;
        setPeriod(subscription, at, addInterval(at, subscription.items.data[0].price.recurring.interval));
      }
      subscription.status = status;
    }
    const type = status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
    const built = event(type, subscription, changes(before, subscription));
    await deliverAll([built]);
    return built;
  }

  /** Replaces ids with the objects they name along each `expand` path, as Stripe does. */
  function expand(object: StripeObject, paths: FormValue[]): StripeObject {
    const copy = structuredClone(object);
    const resolve = (value: unknown, path: string, field: string, owner: StripeObject) => {
      if (value === null || typeof value === 'object') {
        if (field === 'line_items' && owner.object === 'checkout.session') return lineItems(owner);
        return value;
      }
      const found =
        typeof value === 'string'
          ? (customers.get(value) ??
            subscriptions.get(value) ??
            checkoutSessions.get(value) ??
            prices.find((price) => price.id === value))
          : undefined;
      if (!found) throw new StripeFailure(400, `The fake Stripe cannot expand this property (${path}).`);
      return structuredClone(found);
    };
    const walk = (value: StripeObject, parts: string[], path: string) => {
      if (value?.object === 'list' && parts[0] === 'data') {
        for (const element of value.data) walk(element, parts.slice(1), path);
        return;
      }
      const [field, ...rest] = parts;
      if (!field || !value || typeof value !== 'object') return;
      if (!(field in value) && !(field === 'line_items' && value.object === 'checkout.session')) {
        throw new StripeFailure(400, `This property cannot be expanded (${path}).`);
      }
      value[field] = resolve(value[field] ?? null, path, field, value);
      if (rest.length) walk(value[field], rest, path);
    };
    for (const path of paths) {
      if (typeof path === 'string') walk(copy, path.split('.'), path);
    }
    return copy;
  }

  function lineItems(session: StripeObject): StripeObject {
    const line = sessionLines.get(session.id)!;
    return {
      object: 'list',
      data: [
        {
          id: `li_${session.id.slice(-24)}`,
          object: 'item',
          amount_discount: 0,
          amount_subtotal: session.amount_subtotal,
          amount_tax: 0,
          amount_total: session.amount_total,
          currency: line.price.currency,
          description: line.price.lookup_key,
          price: structuredClone(line.price),
          quantity: line.quantity,
        },
      ],
      has_more: false,
      url: `/v1/checkout/sessions/${session.id}/line_items`,
    };
  }

  function find<T>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw noSuch(kind, id);
    return found;
  }

  function noteCancellation(subscription: StripeObject, params: FormParams) {
    const details = nested(params, 'cancellation_details');
    for (const key of ['comment', 'feedback'] as const) {
      const value = text(details, key);
      if (value !== undefined) subscription.cancellation_details[key] = value || null;
    }
  }

  function updateSubscription(id: string, params: FormParams, request: StripeEvent['request']) {
    const subscription = find(subscriptions, 'subscription', id);
    const allowed = [
      'cancel_at_period_end',
      'metadata',
      'cancellation_details',
      'description',
      'proration_behavior',
    ];
    const unsupported = Object.keys(params).filter((key) => key !== 'expand' && !allowed.includes(key));
    // Silently ignoring a change (a new price, a trial end) would let a test pass that Stripe would not.
    if (unsupported.length) {
      throw new StripeFailure(
        400,
        `The fake Stripe cannot update ${unsupported.join(', ')} on a subscription.`,
        {
          param: unsupported[0],
        },
      );
    }
    const notesOnly = Object.keys(params).every((key) =>
      ['metadata', 'cancellation_details', 'expand'].includes(key),
    );
    if (subscription.status === 'canceled' && !notesOnly) {
      throw new StripeFailure(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const before = structuredClone(subscription);
    const atPeriodEnd = boolean(params, 'cancel_at_period_end');
    if (atPeriodEnd === true && !subscription.cancel_at_period_end) {
      subscription.cancel_at_period_end = true;
      subscription.cancel_at = subscription.current_period_end;
      subscription.canceled_at = now();
      subscription.cancellation_details = {
        ...subscription.cancellation_details,
        reason: 'cancellation_requested',
      };
    } else if (atPeriodEnd === false && subscription.cancel_at_period_end) {
      subscription.cancel_at_period_end = false;
      subscription.cancel_at = null;
      subscription.canceled_at = null;
      subscription.cancellation_details = { ...subscription.cancellation_details, reason: null };
    }
    subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
    if (params.description !== undefined) subscription.description = text(params, 'description') || null;
    noteCancellation(subscription, params);
    const previous = changes(before, subscription);
    // Stripe sends no event for an update that changes nothing.
    const emitted = Object.keys(previous).length
      ? [event('customer.subscription.updated', subscription, previous, request)]
      : [];
    return { subscription, emitted };
  }

  function cancelSubscription(id: string, params: FormParams, request: StripeEvent['request']) {
    const subscription = subscriptions.get(id);
    // Stripe treats a canceled subscription as gone: canceling it again is "No such subscription".
    if (!subscription || subscription.status === 'canceled') throw noSuch('subscription', id);
    const before = structuredClone(subscription);
    cancelNow(subscription, now());
    noteCancellation(subscription, params);
    const emitted = [
      event('customer.subscription.deleted', subscription, changes(before, subscription), request),
    ];
    return { subscription, emitted };
  }

  function listPrices(params: FormParams): StripeObject {
    const keys = list(params, 'lookup_keys');
    const active = boolean(params, 'active');
    const limit = Math.min(Math.max(integer(params, 'limit') ?? 10, 1), 100);
    const matching = prices.filter(
      (price) =>
        (keys.length === 0 || keys.includes(price.lookup_key)) &&
        (active === undefined || price.active === active),
    );
    return {
      object: 'list',
      data: matching.slice(0, limit),
      has_more: matching.length > limit,
      url: '/v1/prices',
    };
  }

  function createPortalSession(params: FormParams): StripeObject {
    const customer = text(params, 'customer');
    if (!customer) throw missing('customer');
    if (!customers.has(customer)) throw noSuch('customer', customer, 'customer', 400);
    const id = newId('bps');
    const portal = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_LunoDefault',
      created: now(),
      customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: text(params, 'return_url') ?? null,
      url: `${origin}/portal/${id}`,
    };
    portalSessions.set(id, portal);
    return portal;
  }

  async function api(
    method: string,
    path: string,
    params: FormParams,
    request: StripeEvent['request'],
  ): Promise<Answer> {
    const expandPaths = list(params, 'expand');
    const answer = (object: StripeObject, emitted?: StripeEvent[]): Answer => ({
      body: expand(object, expandPaths),
      events: emitted,
    });
    const [, resource, rawId] =
      /^\/v1\/((?:checkout|billing_portal)\/sessions|[a-z_]+)(?:\/([^/]+))?$/.exec(path) ?? [];
    const id = rawId === undefined ? '' : decodeURIComponent(rawId);
    switch (`${method} ${resource}${id ? '/:id' : ''}`) {
      case 'POST customers': {
        const customer = customerObject(params);
        customers.set(customer.id, customer);
        return answer(customer);
      }
      case 'GET customers/:id':
        return answer(find(customers, 'customer', id));
      case 'GET prices':
        return answer(listPrices(params));
      case 'GET prices/:id': {
        const price = prices.find((candidate) => candidate.id === id);
        if (!price) throw noSuch('price', id);
        return answer(price as unknown as StripeObject);
      }
      case 'POST checkout/sessions': {
        const session = createCheckoutSession(params);
        checkoutSessions.set(session.id, session);
        return answer(session);
      }
      case 'GET checkout/sessions/:id':
        return answer(find(checkoutSessions, 'checkout.session', id));
      case 'GET subscriptions/:id':
        return answer(find(subscriptions, 'subscription', id));
      case 'POST subscriptions/:id': {
        const { subscription, emitted } = updateSubscription(id, params, request);
        return answer(subscription, emitted);
      }
      case 'DELETE subscriptions/:id': {
        const { subscription, emitted } = cancelSubscription(id, params, request);
        return answer(subscription, emitted);
      }
      case 'POST billing_portal/sessions':
        return answer(createPortalSession(params));
      case 'GET events/:id': {
        const found = events.find((candidate) => candidate.id === id);
        if (!found) throw noSuch('event', id);
        return { body: found };
      }
    }
    throw new StripeFailure(
      404,
      `Unrecognized request URL (${method}: ${path}). The fake Stripe does not serve it.`,
    );
  }

  function json(
    response: http.ServerResponse,
    status: number,
    body: string,
    headers: http.OutgoingHttpHeaders = {},
  ) {
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'request-id': headers['request-id'] ?? newId('req'),
        'stripe-version': Stripe.API_VERSION,
        ...headers,
      })
      .end(body);
  }

  async function handleApi(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const method = request.method ?? 'GET';
    const raw = method === 'POST' ? await readBody(request) : url.search.slice(1);
    const params = parseStripeForm(raw);
    requests.push({ method, path: url.pathname, params });
    const requestId = newId('req');
    const key = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const idempotencyKey = typeof key === 'string' ? key : null;
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !/^(sk|rk)_/.test(bearer)) {
      const message = bearer
        ? `Invalid API Key provided: ${bearer.slice(0, 8)}****`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return json(response, 401, JSON.stringify({ error: { type: 'invalid_request_error', message } }));
    }
    // The SDK keys every POST and retries a dropped connection with the same key; Stripe replays the first answer.
    const replay = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (replay) return json(response, replay.status, replay.body, { 'idempotent-replayed': 'true' });
    let status: number;
    let body: string;
    let emitted: StripeEvent[] = [];
    try {
      const result = await api(method, url.pathname, params, {
        id: requestId,
        idempotency_key: idempotencyKey,
      });
      status = result.status ?? 200;
      body = JSON.stringify(result.body);
      emitted = result.events ?? [];
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      body = JSON.stringify(error.body());
    }
    if (idempotencyKey) idempotent.set(idempotencyKey, { status, body });
    await deliverAll(emitted);
    json(response, status, body, { 'request-id': requestId });
  }

  function checkoutPage(response: http.ServerResponse, sessionId: string) {
    const session = checkoutSessions.get(sessionId);
    const line = sessionLines.get(sessionId);
    if (!session || !line) return page(response, 404, 'Not Found', '<p>No such checkout session.</p>');
    const { price } = line;
    const every = price.recurring ? `per ${price.recurring.interval}` : 'once';
    const button = line.trialDays ? 'Start trial' : 'Pay';
    const action =
      session.status === 'open'
        ? `<form method="post" action="/pay/${escapeHtml(sessionId)}/complete"><button type="submit">${button}</button></form>`
        : `<p>This checkout session is ${escapeHtml(session.status)}.</p>`;
    const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p>` : '';
    return page(
      response,
      200,
      'Fake Checkout',
      `<p>Plan: <strong>${escapeHtml(price.lookup_key)}</strong></p>` +
        `<p>Amount: $${(price.unit_amount / 100).toFixed(2)} ${every}</p>` +
        `<p>${line.trialDays ? `${line.trialDays}-day free trial` : 'No free trial'}</p>${action}${cancel}`,
    );
  }

  async function payPressed(response: http.ServerResponse, sessionId: string) {
    const session = checkoutSessions.get(sessionId);
    if (!session) return page(response, 404, 'Not Found', '<p>No such checkout session.</p>');
    // A second press (a reload, a double click) finds the session complete and just goes on.
    if (session.status === 'open') await completeCheckout(sessionId);
    if (!session.success_url) return page(response, 200, 'Payment complete', '<p>Thanks.</p>');
    const location = session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
    response.writeHead(303, { location }).end();
  }

  function portalPage(response: http.ServerResponse, portalId: string) {
    const portal = portalSessions.get(portalId);
    if (!portal) return page(response, 404, 'Not Found', '<p>No such portal session.</p>');
    const back = portal.return_url
      ? `<p><a href="${escapeHtml(portal.return_url)}">Return to Luno</a></p>`
      : '';
    return page(
      response,
      200,
      'Fake Billing Portal',
      `<p>Customer: ${escapeHtml(portal.customer)}</p>${back}`,
    );
  }

  async function handlePages(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    if (request.method === 'POST') await readBody(request);
    const [, kind, rawId, complete] = /^\/(pay|portal)\/([^/]+)(\/complete)?$/.exec(url.pathname) ?? [];
    const id = rawId === undefined ? '' : decodeURIComponent(rawId);
    const route = `${request.method} ${kind}${complete ?? ''}`;
    if (route === 'GET pay') return checkoutPage(response, id);
    if (route === 'POST pay/complete') return payPressed(response, id);
    if (route === 'GET portal') return portalPage(response, id);
    const failure = new StripeFailure(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
    json(response, 404, JSON.stringify(failure.body()));
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const handled = url.pathname.startsWith('/v1/')
      ? handleApi(request, response, url)
      : handlePages(request, response, url);
    handled.catch((error: unknown) => {
      // A bug in the fake: answer so the caller fails fast, and tell the SDK not to retry.
      if (response.headersSent) return response.destroy();
      const body = { error: { type: 'api_error', message: `Fake Stripe failed: ${String(error)}` } };
      json(response, 500, JSON.stringify(body), { 'stripe-should-retry': 'false' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const fake: FakeStripe = {
    url: origin,
    port,
    sdkOptions: { host: '127.0.0.1', port, protocol: 'http' },
    webhookSecret,
    prices,
    customers,
    checkoutSessions,
    subscriptions,
    requests,
    events,
    deliveries,
    deliver: options.deliver ?? options.from?.deliver ?? null,
    completeCheckout,
    setSubscriptionStatus,
    event: (type, object, previousAttributes) => event(type, object, previousAttributes),
    send,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; they would hold close() open.
        server.closeAllConnections();
      }),
  };
  states.set(fake, state);
  return fake;
}
