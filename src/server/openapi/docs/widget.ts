import type { RouteDoc } from '../route-docs.ts';

export const widgetDocs: Record<string, RouteDoc> = {};
