import type { OrderCreate } from '../../../lib/order-schemas.ts';
import { badRequest, conflict } from '../../http/errors.ts';

/**
 * A till sale is recorded as paid only with its money booked (issue 25, decision 0030): cash goes
 * into the drawer as the order is created, and mobile money is booked when the provider's push
 * settles. So a POS sale paid by mobile money is created pending, and the push is what pays it;
 * "completed, mobile money" with nothing behind it is refused rather than recorded.
 */
export function refuseUnbookedPosSale(input: Pick<OrderCreate, 'channel' | 'payment_method' | 'status'>): void {
  if (input.channel === 'pos' && input.payment_method === 'mobile_money' && input.status !== 'pending')
    throw badRequest('pos_mobile_money_needs_push', {}, 'payment_method');
}

/**
 * The same rule for a person moving a waiting till sale along by hand ("Mark as paid" on the
 * order screen): a POS order on mobile money leaves pending only by its push settling (the
 * system, actor null), by "take cash instead" (it is a cash order then) or by being cancelled.
 */
export function refuseUnbookedPosMove(
  order: { channel: string; paymentMethod: string; status: string },
  to: string,
  actorId: string | null,
): void {
  if (actorId === null || order.channel !== 'pos' || order.paymentMethod !== 'mobile_money') return;
  if (order.status === 'pending' && to !== 'cancelled') throw conflict('pos_mobile_money_needs_push', {}, 'to');
}
