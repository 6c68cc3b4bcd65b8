import type { Call } from '../../test/permission-calls.ts';

export const paymentRecheckCalls: Record<string, Call> = {
  'POST /api/payments/:id/ask-provider': { path: (f) => `/api/payments/${f.paymentId}/ask-provider`, body: () => ({}) },
};
