import type { RouteDoc } from '../route-docs.ts';

export const chatDocs: Record<string, RouteDoc> = {};
