import type { Flow, FlowEdge, FlowNode } from './flow-schema.ts';

/**
 * The flow every shop starts with (ensureFlow publishes it as version 1): a greeting, a menu of
 * three reply buttons, ordering through the basket and the order-page link, the customer's recent
 * orders, and "talk to us" that hands over to a person (saying when the shop opens if it is closed).
 * The merchant edits a copy of it in the builder.
 */
const MENU_KEYWORDS = ['hi', 'hello', 'hey', 'habari', 'mambo', 'hujambo', 'salama', 'menu', 'start', 'anza'];

// Monday to Saturday, 08:00–20:00 East Africa Time.
const OPENING_HOURS = [{ days: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }];

const nodes: FlowNode[] = [
  {
    id: 'start',
    type: 'trigger',
    position: { x: 0, y: 0 },
    data: { keywords: MENU_KEYWORDS, first_message: true, widget_opened: true },
  },
  {
    id: 'greeting',
    type: 'send_message',
    position: { x: 0, y: 140 },
    data: {
      text: {
        en: 'Hello! 👋 Welcome to *{{shop_name}}*. You can order right here in the chat.',
        sw: 'Habari! 👋 Karibu *{{shop_name}}*. Unaweza kuagiza hapa hapa kwenye chat.',
      },
      media: [],
      locations: [],
    },
  },
  {
    id: 'menu',
    type: 'question',
    position: { x: 0, y: 280 },
    data: {
      text: { en: 'How can we help you today?', sw: 'Tukusaidie nini leo?' },
      kind: 'choice',
      variable: 'menu_choice',
      choices: [
        { id: 'browse', title: { en: 'Browse products', sw: 'Angalia bidhaa' } },
        { id: 'orders', title: { en: 'My orders', sw: 'Oda zangu' } },
        { id: 'talk', title: { en: 'Talk to us', sw: 'Ongea nasi' } },
      ],
      retry_text: { en: 'Please choose one of the buttons below.', sw: 'Tafadhali chagua moja ya vitufe hapa chini.' },
    },
  },
  // The menu, with a line per choice, is the tallest card: the row under it starts 220 px lower.
  {
    id: 'products',
    type: 'show_products',
    position: { x: -320, y: 500 },
    data: {
      product_set_id: null,
      text: { en: 'Here is what we have today. Pick a product:', sw: 'Hivi ndivyo tulivyonavyo leo. Chagua bidhaa:' },
    },
  },
  {
    id: 'checkout',
    type: 'checkout',
    position: { x: -320, y: 660 },
    data: {
      text: {
        en: 'Your order is almost done 🎉 Open this link to add your delivery details and confirm:',
        sw: 'Oda yako karibu imekamilika 🎉 Fungua kiungo hiki uweke taarifa za kufikishiwa na uthibitishe:',
      },
    },
  },
  {
    id: 'checkout_end',
    type: 'end',
    position: { x: -320, y: 820 },
    data: { text: { en: 'Send *menu* any time to start again.', sw: 'Tuma *menu* wakati wowote kuanza upya.' } },
  },
  {
    id: 'my_orders',
    type: 'my_orders',
    position: { x: 0, y: 500 },
    data: { text: { en: 'Your recent orders:', sw: 'Oda zako za karibuni:' }, limit: 3 },
  },
  { id: 'back_to_menu', type: 'jump', position: { x: 0, y: 660 }, data: { target: 'menu' } },
  {
    id: 'open_now',
    type: 'condition',
    position: { x: 320, y: 500 },
    data: { match: 'all', rules: [{ source: 'opening_hours', hours: OPENING_HOURS }] },
  },
  {
    id: 'handover_open',
    type: 'handover',
    position: { x: 200, y: 680 },
    data: {
      text: {
        en: 'Sure! Write your question here and someone from our team will reply shortly.',
        sw: 'Sawa! Andika swali lako hapa na mtu wa timu yetu atakujibu punde.',
      },
    },
  },
  {
    id: 'handover_closed',
    type: 'handover',
    position: { x: 440, y: 680 },
    data: {
      text: {
        en: 'We are closed right now. We are open Monday to Saturday, 8:00 am to 8:00 pm. Leave your message here and we will reply as soon as we open.',
        sw: 'Tumefunga kwa sasa. Tunafungua Jumatatu hadi Jumamosi, saa 2:00 asubuhi hadi saa 2:00 usiku. Acha ujumbe wako hapa na tutakujibu mara tu tukifungua.',
      },
    },
  },
];

const edge = (source: string, target: string, handle = 'next'): FlowEdge => ({
  id: `${source}-${handle}-${target}`,
  source,
  handle,
  target,
});

const edges: FlowEdge[] = [
  edge('start', 'greeting'),
  edge('greeting', 'menu'),
  edge('menu', 'products', 'browse'),
  edge('menu', 'my_orders', 'orders'),
  edge('menu', 'open_now', 'talk'),
  edge('products', 'checkout'),
  edge('checkout', 'checkout_end'),
  edge('my_orders', 'back_to_menu'),
  edge('open_now', 'handover_open', 'true'),
  edge('open_now', 'handover_closed', 'false'),
];

/** A fresh copy each call: callers may edit it. */
export function defaultFlow(): Flow {
  return structuredClone({ version: 1, nodes, edges });
}
