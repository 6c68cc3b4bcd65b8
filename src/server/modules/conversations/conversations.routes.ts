import type { RouteDef } from '../../http/route-table.ts';

export const conversationRoutes: RouteDef[] = [];
