import type { Call } from '../../test/permission-calls.ts';

export const conversationCalls: Record<string, Call> = {};
