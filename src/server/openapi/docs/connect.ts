import type { RouteDoc } from '../route-docs.ts';

export const connectDocs: Record<string, RouteDoc> = {};
