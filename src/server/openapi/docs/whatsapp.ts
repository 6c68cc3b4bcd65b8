import type { RouteDoc } from '../route-docs.ts';

export const whatsappDocs: Record<string, RouteDoc> = {};
