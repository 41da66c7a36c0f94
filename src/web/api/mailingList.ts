import { useMutation } from '@tanstack/react-query';
import type { Subscribed } from '../../common/schemas/mailing-list';
import { api } from './client';

export const mailingListApi = {
  // keepalive: the demo opens at once, and the request may outlive the page it was sent from.
  subscribeDemo: (email: string) =>
    api.post<Subscribed>('/api/mailing-list/subscribe-demo', { email }, { keepalive: true }),
};

/** The demo's first-visit address, for the mailing list. Nothing waits for it: spec 02 §8. */
export function useSubscribeDemo() {
  return useMutation({ mutationFn: mailingListApi.subscribeDemo });
}
