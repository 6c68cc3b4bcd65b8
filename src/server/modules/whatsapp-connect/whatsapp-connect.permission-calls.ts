import type { Call } from '../../test/permission-calls.ts';

export const whatsappConnectCalls: Record<string, Call> = {};
