import type { RouteDef } from '../../http/route-table.ts';

export const whatsappWebhookRoutes: RouteDef[] = [];
