import type { Call } from '../../test/permission-calls.ts';

export const orderLinkCalls: Record<string, Call> = {};
