import type { RouteDoc } from '../route-docs.ts';

export const orderLinkDocs: Record<string, RouteDoc> = {};
