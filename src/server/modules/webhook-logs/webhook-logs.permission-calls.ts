import type { Call } from '../../test/permission-calls.ts';

export const webhookLogCalls: Record<string, Call> = {};
