import type { Twin } from '../locales.ts';
import type { consent as en } from '../en/consent.ts';

export const consent: Twin<typeof en> = {
  hint: 'Jibu ACHA kusitisha',

  title: 'Ridhaa ya matangazo',
  intro: 'Kampeni huenda tu kwa njia ambayo mteja amekubali, na kamwe baada ya kujitoa popote.',
  channel_sms: 'SMS',
  channel_whatsapp: 'WhatsApp',
  state_opted_in: 'Amekubali matangazo',
  state_opted_out: 'Amejitoa',
  state_none: 'Bado hajaulizwa',
  source_chat: 'kwenye chat',
  source_order_page: 'kwenye ukurasa wa oda',
  source_pos: 'kwenye kaunta',
  source_popup: 'kwenye dirisha ibukizi',
  source_import: 'kutoka kwenye uingizaji',
  source_manual: 'imewekwa kwa mkono',
  source_link: 'kwa kiungo cha kujitoa',
  source_reply: 'kwa kujibu ACHA',
  sourceAt: '{source}, {when}',
  words: 'Maneno: “{words}”',
  switchLabel: 'Tuma matangazo kwa {channel}',
  wordsLabel: 'Alichosema mteja (si lazima)',
  wordsPlaceholder: 'Kwa mfano: “Ndiyo, nitumieni matangazo”',
  optedOutAnywhere: 'Amejitoa kwenye njia moja: mteja huyu hapati kampeni kwa njia yoyote.',
  history: 'Historia',
  historyEmpty: 'Bado hakuna mabadiliko.',
  historyBy: 'na {name}',
  saved: 'Ridhaa imehifadhiwa',
  saveFailed: 'Imeshindikana kuhifadhi ridhaa',

  pageTitle: 'Sitisha matangazo',
  question: 'Usitishe matangazo kutoka {shop}?',
  explain: 'Hutapokea tena matangazo kwa SMS wala WhatsApp kutoka duka hili. Ujumbe kuhusu oda zako utaendelea kuja.',
  confirm: 'Sitisha matangazo',
  done: 'Imekamilika: hutapokea tena matangazo kutoka {shop}.',
  notFound: 'Kiungo hiki si sahihi. Hakikisha umefungua kiungo chote kutoka kwenye ujumbe.',
  otherLanguage: 'English',

  sendMeOffers: 'Nitumieni matangazo kwa SMS na WhatsApp',
};
