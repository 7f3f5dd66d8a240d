import { answer, contract, type Schemas } from './contract.ts';

/** Web Push on this device (decision 044): the server's public key, and telling it where to push. */
export type PushSubscriptionInput = Schemas['PushSubscriptionInput'];

export const pushApi = {
  key: (signal?: AbortSignal) => answer(contract.GET('/api/push/key', { signal })),
  subscribe: (subscription: PushSubscriptionInput) => answer(contract.POST('/api/push/subscriptions', { body: subscription })),
  unsubscribe: (endpoint: string) => answer(contract.DELETE('/api/push/subscriptions', { body: { endpoint } })),
};
