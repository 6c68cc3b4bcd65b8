import { domainMessages } from '../domain-messages.ts';

// A member asking a customer's wallet for an order's money (the order screen, the POS till).
export const paymentRequestsMessages = domainMessages({
  en: {
    payment_phone_required: 'This order has no customer phone: enter the number to send the request to.',
    payment_network_required: 'Choose the network the customer pays from.',
    payment_request_in_flight: 'This request is already being sent. Wait a moment, then look at the payments.',
  },
  sw: {
    payment_phone_required: 'Oda hii haina namba ya simu ya mteja: weka namba ya kutuma ombi.',
    payment_network_required: 'Chagua mtandao ambao mteja analipa kupitia.',
    payment_request_in_flight: 'Ombi hili tayari linatumwa. Subiri kidogo, kisha angalia malipo.',
  },
});
