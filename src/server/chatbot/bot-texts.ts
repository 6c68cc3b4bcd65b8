import type { Bilingual } from '../../lib/chat/flow-schema.ts';

/** The engine's own words (the flow's texts come from the merchant). Short: buttons hold 20 characters, rows 24. */
export const botTexts = {
  retry: { en: "Sorry, I didn't get that. Please try again.", sw: 'Samahani, sijaelewa. Tafadhali jaribu tena.' },
  pickOption: {
    en: 'Please choose one of the options below, or type its number.',
    sw: 'Tafadhali chagua moja ya chaguo hapa chini, au andika namba yake.',
  },
  retryNumber: { en: 'Please send a number.', sw: 'Tafadhali tuma namba.' },
  retryNumberRange: {
    en: 'Please send a number from {{min}} to {{max}}.',
    sw: 'Tafadhali tuma namba kati ya {{min}} na {{max}}.',
  },
  retryDate: { en: 'Please send a date like 25/12/2026.', sw: 'Tafadhali tuma tarehe kama 25/12/2026.' },
  retryDateRange: {
    en: 'Please send a date from {{min}} to {{max}}.',
    sw: 'Tafadhali tuma tarehe kati ya {{min}} na {{max}}.',
  },
  retryPhone: {
    en: 'Please send a phone number like 0712 345 678.',
    sw: 'Tafadhali tuma namba ya simu kama 0712 345 678.',
  },
  retryLocation: {
    en: 'Please share your location with the 📎 button.',
    sw: 'Tafadhali tuma mahali ulipo kwa kitufe cha 📎.',
  },
  optedOut: {
    en: 'Done: you will get no more offers from us. Messages about your orders still come.',
    sw: 'Sawa: hutapokea tena matangazo kutoka kwetu. Ujumbe kuhusu oda zako utaendelea kuja.',
  },
  // A discount code typed in the chat (issue 28): kept for the checkout's order page.
  discountSaved: {
    en: 'Code {{code}} saved: {{off}} off your goods. It is taken off on the order page when you check out.',
    sw: 'Kodi {{code}} imehifadhiwa: punguzo la {{off}} kwenye bidhaa zako. Litatolewa kwenye ukurasa wa oda utakapokamilisha oda.',
  },
  discountMinOrder: { en: 'For orders from {{min}}.', sw: 'Kwa oda kuanzia {{min}}.' },
  // Answers from the shop's knowledge sources (issue 30): quoted and naming the source.
  knowledgeFrom: { en: 'From {{source}}:\n“{{text}}”', sw: 'Kutoka {{source}}:\n“{{text}}”' },
  knowledgeCited: { en: 'Source: {{sources}}', sw: 'Chanzo: {{sources}}' },
  knowledgePage: { en: 'page {{page}}', sw: 'ukurasa {{page}}' },
  knowledgeUnknown: {
    en: "Sorry, I don't know the answer to that. I have passed your question to our team: someone will reply here soon.",
    sw: 'Samahani, sijui jibu la swali hilo. Nimewapa timu yetu swali lako: mtu atakujibu hapa punde.',
  },
  languageSet: { en: 'Okay, I will write in English.', sw: 'Sawa, nitaandika kwa Kiswahili.' },
  listButton: { en: 'Choose', sw: 'Chagua' },
  options: { en: 'Options', sw: 'Chaguo' },
  more: { en: 'More…', sw: 'Zaidi…' },
  moreDescription: { en: 'See the next page', sw: 'Ona ukurasa unaofuata' },
  firstPage: { en: 'Back to the start', sw: 'Rudi mwanzo' },
  firstPageDescription: { en: 'See the first page again', sw: 'Ona ukurasa wa kwanza tena' },
  products: { en: 'Products', sw: 'Bidhaa' },
  noProducts: {
    en: 'Sorry, there is nothing for sale right now. Please check again later.',
    sw: 'Samahani, hakuna bidhaa zinazouzwa kwa sasa. Tafadhali angalia tena baadaye.',
  },
  productGone: { en: 'Sorry, that product is no longer available.', sw: 'Samahani, bidhaa hiyo haipatikani tena.' },
  addToBasket: { en: 'Add to basket', sw: 'Weka kikapuni' },
  backToList: { en: 'Back to list', sw: 'Rudi kwenye orodha' },
  viewBasket: { en: 'View basket', sw: 'Ona kikapu' },
  viewBasketRow: { en: '🛒 View basket', sw: '🛒 Ona kikapu' },
  chooseVariant: { en: 'Which one would you like?', sw: 'Ungependa ipi?' },
  chooseAddon: { en: 'Choose {{group}}:', sw: 'Chagua {{group}}:' },
  noAddon: { en: 'No, thanks', sw: 'Hapana, asante' },
  quantity: {
    en: 'How many would you like? Tap a button or type a number.',
    sw: 'Ungependa ngapi? Gusa kitufe au andika namba.',
  },
  quantityRange: { en: 'Please send a number from 1 to 99.', sw: 'Tafadhali tuma namba kati ya 1 na 99.' },
  added: { en: 'Added to your basket ✅', sw: 'Imewekwa kikapuni ✅' },
  basketTitle: { en: '🛒 *Your basket*', sw: '🛒 *Kikapu chako*' },
  basketTotal: { en: '*Total: {{total}}*', sw: '*Jumla: {{total}}*' },
  basketEmpty: { en: 'Your basket is empty.', sw: 'Kikapu chako hakina kitu.' },
  basketEmptied: { en: 'Your basket is now empty.', sw: 'Kikapu chako sasa hakina kitu.' },
  checkout: { en: 'Checkout', sw: 'Maliza oda' },
  addMore: { en: 'Add more', sw: 'Ongeza zaidi' },
  emptyBasket: { en: 'Empty basket', sw: 'Futa kikapu' },
  noOrders: { en: 'You have no orders with us yet.', sw: 'Bado huna oda kwetu.' },
  orderLine: { en: 'Order #{{number}} · {{status}} · {{total}}', sw: 'Oda #{{number}} · {{status}} · {{total}}' },
  orderPlaced: {
    en: 'Thank you! We have received your order #{{number}} ({{total}}). We will keep you updated here.',
    sw: 'Asante! Tumepokea oda yako #{{number}} ({{total}}). Tutakujulisha hapa hatua kwa hatua.',
  },
  payNow: {
    en: '💳 Pay now with mobile money: open your order, enter your number and approve the request on your phone.\n{{url}}',
    sw: '💳 Lipa sasa kwa pesa ya simu: fungua oda yako, weka namba yako na ukubali ombi kwenye simu yako.\n{{url}}',
  },
} satisfies Record<string, Bilingual>;

/** Order statuses in words; a shop's own workflow status falls back to its code made readable. */
export const statusWords: Record<string, Bilingual> = {
  pending: { en: 'Received', sw: 'Imepokelewa' },
  paid: { en: 'Paid', sw: 'Imelipwa' },
  picked_up: { en: 'Picked up', sw: 'Imechukuliwa' },
  delivered: { en: 'Delivered', sw: 'Imefikishwa' },
  completed: { en: 'Completed', sw: 'Imekamilika' },
  cancelled: { en: 'Cancelled', sw: 'Imeghairiwa' },
};

export function statusInWords(status: string, lang: 'en' | 'sw'): string {
  const known = Object.hasOwn(statusWords, status) ? statusWords[status] : undefined;
  if (known) return known[lang];
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
