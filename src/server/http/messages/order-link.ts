import { domainMessages } from '../domain-messages.ts';

// The order page (GET/POST /api/v1/order): its link's state and the customer's choices.
export const orderLinkMessages = domainMessages({
  en: {
    order_token_required: 'No token provided. Please check your URL.',
    order_link_invalid: 'This order link is not valid. Ask the shop for a new link in the chat.',
    order_link_expired: 'This order link has expired. Ask the shop for a new link in the chat.',
    order_link_used: 'This order has already been submitted as order #{number}.',
    order_link_used_unknown: 'This order has already been submitted.',
    order_item_not_in_basket: 'Only the products chosen in the chat can be ordered on this page.',
    order_phone_required: 'Enter your phone number so the shop can reach you.',
    order_not_submitted: 'This order has not been sent yet: send it first, then pay.',
  },
  sw: {
    order_token_required: 'Hakuna tokeni iliyotolewa. Tafadhali hakiki kiungo chako.',
    order_link_invalid: 'Kiungo hiki cha oda si sahihi. Omba duka likutumie kiungo kipya kwenye chati.',
    order_link_expired: 'Kiungo hiki cha oda kimeisha muda. Omba duka likutumie kiungo kipya kwenye chati.',
    order_link_used: 'Oda hii tayari imetumwa kama oda #{number}.',
    order_link_used_unknown: 'Oda hii tayari imetumwa.',
    order_item_not_in_basket: 'Bidhaa zilizochaguliwa kwenye chati pekee ndizo zinazoweza kuagizwa hapa.',
    order_phone_required: 'Weka namba yako ya simu ili duka liweze kukufikia.',
    order_not_submitted: 'Oda hii bado haijatumwa: itume kwanza, kisha ulipe.',
  },
  fields: {
    en: {
      items: 'Products',
      customer_phone: 'Phone number',
      customer_name: 'Name',
      delivery_address: 'Delivery address',
      delivery_location: 'Location',
      notes: 'Note',
      payment_method: 'Payment method',
      fulfilment: 'Delivery or pickup',
    },
    sw: {
      items: 'Bidhaa',
      customer_phone: 'Namba ya simu',
      customer_name: 'Jina',
      delivery_address: 'Anwani ya kufikisha',
      delivery_location: 'Mahali',
      notes: 'Maelezo',
      payment_method: 'Njia ya malipo',
      fulfilment: 'Kufikishiwa au kuchukua',
    },
  },
});
