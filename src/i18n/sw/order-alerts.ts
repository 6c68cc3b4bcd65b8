import type { Twin } from '../locales.ts';
import type { orderAlerts as en } from '../en/order-alerts.ts';

// /dashboard/profile/alerts: arifa za kila mtu za oda mpya na malipo (issue 28).
export const orderAlerts: Twin<typeof en> = {
  loading: 'Inapakia…',
  loadFailed: 'Imeshindwa kupakia arifa zako.',
  retry: 'Jaribu tena',
  title: 'Arifa za oda',
  subtitle: 'Pata habari ya oda mpya au malipo papo hapo yanapoingia.',
  notAllowed:
    'Huwezi kuona oda katika duka hili, kwa hiyo hakuna arifa ya oda itakayokufikia. Muombe mwenye duka ruhusa ya kusoma oda.',
  eventsTitle: 'Niarifu kuhusu',
  newOrder: 'Oda mpya kutoka kwa mteja',
  payment: 'Malipo yaliyopokelewa',
  channelsTitle: 'Kwa njia gani',
  browser: 'Katika dashibodi hii, ikiwa wazi',
  browserHint: 'Arifa kwenye skrini yako, hata ukiwa kwenye kichupo kingine.',
  sound: 'Toa sauti',
  permissionDefault: 'Kivinjari chako bado hakijaruhusiwa kuonyesha arifa.',
  permissionAsk: 'Ruhusu arifa',
  permissionDenied:
    'Arifa zimezuiwa kwa tovuti hii. Ziruhusu katika mipangilio ya tovuti ya kivinjari chako, kisha urudi.',
  permissionUnsupported: 'Kivinjari hiki hakiwezi kuonyesha arifa. Acha kichupo hiki kionekane, au washa SMS.',
  push: 'Kwenye simu au kompyuta yangu, hata dashibodi ikiwa imefungwa',
  pushHint: 'Iwashe kwenye kila kifaa unachotaka kupata arifa.',
  pushThisDevice: 'Washa kwa kifaa hiki',
  pushTurningOn: 'Inawasha…',
  pushUnsupported:
    'Kivinjari hiki hakiwezi kupokea arifa kikiwa kimefungwa. Kwenye iPhone, ongeza dashibodi kwenye Skrini ya Mwanzo kwanza.',
  pushFailed: 'Imeshindwa kuwasha arifa kwa kifaa hiki. Jaribu tena, au ruhusu arifa kwanza.',
  pushOn: 'Arifa zimewashwa kwa kifaa hiki.',
  devicesTitle: 'Vifaa vyenye arifa',
  devicesEmpty: 'Bado hakuna kifaa.',
  devicesEmptyHint: 'Washa arifa kwa kifaa hiki ili uzipate dashibodi ikiwa imefungwa.',
  deviceSince: 'tangu {date}',
  deviceRemove: 'Zima',
  deviceRemoveLabel: 'Zima arifa kwenye {device}',
  deviceRemoved: 'Arifa zimezimwa kwa kifaa hicho.',
  sms: 'Kwa SMS kwenda simu yangu {phone}',
  smsHint: 'Kila SMS inalipiwa kupitia huduma ya SMS ya duka. Badilisha namba yako kwenye wasifu wako.',
  smsNotReady:
    'Duka bado halijaunganisha huduma ya SMS, kwa hiyo hakuna SMS itakayotumwa. Mwenye duka anaweza kuiunganisha chini ya Masoko.',
  whatsappNote:
    'Arifa za WhatsApp hazitolewi: ujumbe kutoka namba ya duka kwenda kwako ungefungua mazungumzo kwenye kikasha cha duka, na baada ya saa 24 unahitaji kiolezo kilichoidhinishwa na Meta.',
  save: 'Hifadhi',
  saved: 'Arifa zako zimehifadhiwa.',
  saveFailed: 'Imeshindwa kuhifadhi arifa zako. Jaribu tena.',
  testTitle: 'Jaribio',
  testButton: 'Onyesha arifa ya jaribio',
  testBody: 'Hivi ndivyo oda mpya itakavyoonekana.',
};
