import { domainMessages } from '../domain-messages.ts';

// Refunds from the order screen and the reconciliation view's actions (issue 15).
export const refundsMessages = domainMessages({
  en: {
    refund_reason_required: 'Write why the customer gets this money back.',
    refund_source_invalid: 'Choose whether you sent it back from the provider account or gave cash.',
    refund_payment_required: 'Choose the payment the money goes back against.',
    payment_invalid: 'This payment is not valid.',
    refund_exceeds_remaining: 'Only {remaining} of this payment can still be refunded.',
    refund_cancel_needs_full:
      'Only a full refund can cancel the order. Refund everything that is left, or keep the order.',
    payment_not_mismatched: 'This payment has no amount mismatch to settle.',
    payment_not_pending: 'This payment is no longer pending.',
    payment_not_refund_due: 'This payment is not waiting for a refund.',
    payment_not_reversed: 'The provider has not reversed this payment.',
    payment_not_for_order: 'This payment paid a debt, not an order: hand the extra back by hand, then keep it here.',
    callback_not_found: 'This callback was not found.',
  },
  sw: {
    refund_reason_required: 'Andika kwa nini mteja anarudishiwa pesa hii.',
    refund_source_invalid: 'Chagua kama umezirudisha kutoka akaunti ya mtoa huduma au umetoa taslimu.',
    refund_payment_required: 'Chagua malipo ambayo pesa inarudishwa dhidi yake.',
    payment_invalid: 'Malipo haya si sahihi.',
    refund_exceeds_remaining: 'Ni {remaining} tu ya malipo haya kinachoweza kurudishwa bado.',
    refund_cancel_needs_full:
      'Ni kurudisha pesa yote tu kunakoweza kughairi oda. Rudisha kilichobaki chote, au iache oda.',
    payment_not_mismatched: 'Malipo haya hayana tofauti ya kiasi ya kushughulikiwa.',
    payment_not_pending: 'Malipo haya hayasubiri tena.',
    payment_not_refund_due: 'Malipo haya hayasubiri kurudishwa.',
    payment_not_reversed: 'Mtoa huduma hajarudisha malipo haya.',
    payment_not_for_order: 'Malipo haya yalilipa deni, si oda: rudisha ziada kwa mkono, kisha yabakize hapa.',
    callback_not_found: 'Taarifa hii ya mtoa huduma haikupatikana.',
  },
  fields: {
    en: { source: 'Refunded from', payment_id: 'Payment', cancel_order: 'Cancel the order' },
    sw: { source: 'Imerudishwa kutoka', payment_id: 'Malipo', cancel_order: 'Ghairi oda' },
  },
});
