import { domainMessages } from '../domain-messages.ts';

// Asking a customer's wallet for an order's money (issue 15): why a payment cannot be started.
export const paymentsMessages = domainMessages({
  en: {
    order_already_paid: 'This order has already been paid.',
    order_not_payable: 'This order is {status} and cannot be paid.',
    no_payment_account: 'This shop has no payment account that collects from {network}.',
    payment_in_progress: 'A payment for this order is already waiting for the customer.',
  },
  sw: {
    order_already_paid: 'Oda hii tayari imelipwa.',
    order_not_payable: 'Oda hii ina hali {status} na haiwezi kulipwa.',
    no_payment_account: 'Duka hili halina akaunti ya malipo inayopokea kutoka {network}.',
    payment_in_progress: 'Malipo ya oda hii tayari yanamsubiri mteja.',
  },
  fields: {
    en: { phone: 'Phone', network: 'Network' },
    sw: { phone: 'Simu', network: 'Mtandao' },
  },
});
