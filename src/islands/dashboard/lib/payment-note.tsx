import { paymentNoteParts } from '../../../lib/payment-note.ts';
import { useAppT } from './use-app-t.ts';

/**
 * A timeline or debt-history note: a mobile-money payment's in words ("Paid by M-Pesa · ref …"),
 * any other as written. Long references break anywhere, so a 360 px phone never scrolls sideways.
 */
export function NoteText({ note }: { note: string }) {
  const t = useAppT();
  const payment = paymentNoteParts(note);
  return (
    <span className="[overflow-wrap:anywhere]">
      {payment ? t('paidByNote', { network: payment.network, reference: payment.reference }) : note}
    </span>
  );
}
