import type { RouteDoc } from '../route-docs.ts';

export const conversationsDocs: Record<string, RouteDoc> = {};
