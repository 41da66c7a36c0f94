/**
 * What a provider of any kind is (calendars now; photo albums and music follow). Each kind has
 * its own interface extending these, one file per provider at `integrations/<kind>/<id>.ts`, and
 * one registry keyed by provider id; nothing outside a kind's registry switches on a provider id.
 */
import type { Config } from '../config';
import type { OAuthProvider } from './oauth/providers';

export interface Provider<Id extends string = string> {
  /** Its key in the registry, its routes (`/api/auth/<id>`) and the rows that name it. */
  id: Id;
  /** How messages name it: "Connect Google again." */
  label: string;
}

/** A provider reached through an account the family connects with OAuth. */
export interface AccountProvider<Id extends string = string> extends Provider<Id> {
  /** The connection's endpoints and scopes, from the server's keys; null when it has none. */
  account(config: Config): OAuthProvider | null;
}
