import type { Config } from '../config';
import { natsBus } from './nats-bus';
import { pgBus } from './pg-bus';
import { redisBus } from './redis-bus';
import type { Bus } from './relay';

/**
 * The buses live updates can travel on between instances, one line each. Each loads its client
 * library when first opened, so an instance starts without the clients of the buses it does not use.
 */
const BUSES: Record<NonNullable<Config['liveBus']>['kind'], (url: string) => Bus> = {
  postgres: pgBus,
  nats: natsBus,
  redis: redisBus,
};

export function liveBus({ kind, url }: NonNullable<Config['liveBus']>): Bus {
  return BUSES[kind](url);
}
