import { popupResultsSchema } from '../../../lib/contracts/popup.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { dbOf, shopOf } from '../../http/route-glue.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { popupResults } from './popup-sales.ts';

export const popupResultRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/popups/results',
    access: perm('campaigns', 'read'),
    tags: ['Popups' as const],
    summary: "Each pop-up variant's results: shown, closed, clicked, phones, chats opened, orders and TZS paid",
    description:
      'Orders come from chats the pop-up opened (a checkout link made after the click); paid is the money in (payments and cash, less refunds) from the ledger.',
    answers: { 200: popupResultsSchema },
    handler: async (c) => c.json(await popupResults(dbOf(c), shopOf(c))),
  }),
] satisfies RouteDef[];
