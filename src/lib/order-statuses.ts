// The order statuses and the workflow every shop starts with, apart from the order schemas: the
// workflow screen needs only these, and order-schemas.ts brings zod and the phone ranges with it.
import type { OrderStatus, WorkflowInput } from './order-schemas.ts';

export const ORDER_STATUSES = ['pending', 'paid', 'picked_up', 'delivered', 'completed', 'cancelled'] as const;

const t = (from: OrderStatus, to: OrderStatus, en: string, sw: string) => ({
  from,
  to,
  notify: true,
  message: { en, sw },
});
/** Spec: pending → paid → picked up or delivered → completed; pending or paid → cancelled. */
export const DEFAULT_WORKFLOW: WorkflowInput = {
  statuses: [...ORDER_STATUSES],
  transitions: [
    t(
      'pending',
      'paid',
      'We have received your payment for order #{number}. Thank you!',
      'Tumepokea malipo ya oda #{number}. Asante!',
    ),
    t('paid', 'picked_up', 'Order #{number} has been picked up. Thank you!', 'Oda #{number} imechukuliwa. Asante!'),
    t('paid', 'delivered', 'Order #{number} has been delivered. Thank you!', 'Oda #{number} imefikishwa. Asante!'),
    t('picked_up', 'completed', 'Order #{number} is complete.', 'Oda #{number} imekamilika.'),
    t('delivered', 'completed', 'Order #{number} is complete.', 'Oda #{number} imekamilika.'),
    t('pending', 'cancelled', 'Order #{number} has been cancelled.', 'Oda #{number} imeghairiwa.'),
    t('paid', 'cancelled', 'Order #{number} has been cancelled.', 'Oda #{number} imeghairiwa.'),
  ],
};
