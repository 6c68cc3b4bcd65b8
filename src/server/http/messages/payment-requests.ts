import { domainMessages } from '../domain-messages.ts';

// A member asking a customer's wallet for an order's money (the order screen, the POS till).
export const paymentRequestsMessages = domainMessages({
  en: {
    payment_phone_required: 'This order has no customer phone: enter the number to send the request to.',
    payment_network_required: 'Choose the network the customer pays from.',
    payment_request_in_flight: 'This request is already being sent. Wait a moment, then look at the payments.',
    pos_mobile_money_needs_push:
      'A mobile-money sale at the till is paid by the request to the customer’s phone: send the request, or take cash instead.',
    order_not_waiting: 'This order is not waiting for payment any more.',
    cash_not_for_credit: 'This order is on credit: record the customer’s cash in the debt book.',
  },
  sw: {
    payment_phone_required: 'Oda hii haina namba ya simu ya mteja: weka namba ya kutuma ombi.',
    payment_network_required: 'Chagua mtandao ambao mteja analipa kupitia.',
    payment_request_in_flight: 'Ombi hili tayari linatumwa. Subiri kidogo, kisha angalia malipo.',
    pos_mobile_money_needs_push:
      'Mauzo ya pesa kwa simu dukani hulipwa kwa ombi linalotumwa kwenye simu ya mteja: tuma ombi, au pokea taslimu badala yake.',
    order_not_waiting: 'Oda hii haisubiri malipo tena.',
    cash_not_for_credit: 'Oda hii ni ya mkopo: rekodi pesa taslimu ya mteja kwenye daftari la madeni.',
  },
});
