import type { DebtDetailDto } from './api.ts';

/**
 * The slot for reaching the customer about a debt: the reminder (WhatsApp/SMS) and the shareable
 * statement page. Built by the reminders work (h-stmt), which replaces this file; until then it
 * renders nothing.
 */
export function DebtReachActions({ debt }: { debt: DebtDetailDto }) {
  void debt;
  return null;
}
