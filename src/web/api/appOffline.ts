/**
 * What of the app works with no network (issue 40, "lists that work in the shop"): the pages its
 * service worker opens offline, and the reads whose last answers the page keeps for them
 * (./keptAnswers.ts). The writes those pages make offline go through the outbox (./outbox.ts).
 */
import type { Resource } from '../../common/resources';

export const APP_OFFLINE_PAGES = ['/app/shopping', '/app/todos'] as const;

/** Everything the shopping and task pages (and the frame around them) read. */
export const APP_OFFLINE_READS: readonly Resource[] = [
  'shopping-lists',
  'shopping-items',
  'shopping-categories',
  'task-lists',
  'task-items',
  'task-approvals',
  'piggy-banks',
  'people',
];

/** Apart from a display's, so a TV's tab and a phone's never write over each other's. */
export const APP_KEPT_ANSWERS = 'keptAppAnswers';
