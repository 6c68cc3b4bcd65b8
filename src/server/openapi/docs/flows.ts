import type { RouteDoc } from '../route-docs.ts';

export const flowsDocs: Record<string, RouteDoc> = {};
