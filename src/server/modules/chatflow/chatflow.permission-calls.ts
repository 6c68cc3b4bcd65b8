import type { Call } from '../../test/permission-calls.ts';

export const chatflowCalls: Record<string, Call> = {};
