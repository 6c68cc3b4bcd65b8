import type { Call } from '../../test/permission-calls.ts';

export const payoutRecheckCalls: Record<string, Call> = {
  'POST /api/payouts/:id/ask-provider': { path: (f) => `/api/payouts/${f.payoutId}/ask-provider`, body: () => ({}) },
};
