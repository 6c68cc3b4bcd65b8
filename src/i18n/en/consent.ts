// Consent to marketing (issue 27): the customer screen's block, the public opt-out page and the
// hint every campaign message carries. English is the key source.
export const consent = {
  // The hint at the end of every campaign message (SMS and WhatsApp).
  hint: 'Reply STOP to opt out',

  // The customer screen's block.
  title: 'Marketing consent',
  intro: 'Campaigns go only on a channel the customer agreed to, and never after they opted out anywhere.',
  channel_sms: 'SMS',
  channel_whatsapp: 'WhatsApp',
  state_opted_in: 'Agreed to offers',
  state_opted_out: 'Opted out',
  state_none: 'Not asked yet',
  source_chat: 'in the chat',
  source_order_page: 'on the order page',
  source_pos: 'at the till',
  source_popup: 'in a pop-up',
  source_import: 'from an import',
  source_manual: 'set by hand',
  source_link: 'by the opt-out link',
  source_reply: 'by replying STOP',
  sourceAt: '{source}, {when}',
  words: 'Words: “{words}”',
  switchLabel: 'Send offers by {channel}',
  wordsLabel: 'What the customer said (optional)',
  wordsPlaceholder: 'For example: “Yes, send me offers”',
  optedOutAnywhere: 'Opted out on a channel: this customer gets no campaign on any channel.',
  history: 'History',
  historyEmpty: 'No changes yet.',
  historyBy: 'by {name}',
  saved: 'Consent saved',
  saveFailed: 'Could not save the consent',
  loadFailed: 'Could not load the consent. Reload the page to try again.',

  // The public opt-out page (/o/<token>).
  pageTitle: 'Stop offers',
  question: 'Stop offers from {shop}?',
  explain: 'You will get no more offers by SMS or WhatsApp from this shop. Messages about your orders still come.',
  confirm: 'Stop offers',
  done: 'Done: you will get no more offers from {shop}.',
  notFound: 'This link is not valid. Check that you opened the whole link from the message.',
  otherLanguage: 'Kiswahili',
};
