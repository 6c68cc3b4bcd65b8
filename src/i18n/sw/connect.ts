import type { Twin } from '../locales.ts';
import type { connect as en } from '../en/connect.ts';

export const connect: Twin<typeof en> = {
  title: 'Unganisha WhatsApp',
  subtitle: 'Unganisha namba yako ya WhatsApp Business ili wateja waagize kwa chati na boti iwajibu.',
  loading: 'Inapakia…',
  loadFailed: 'Imeshindikana kupakia muunganisho wa WhatsApp.',
  retry: 'Jaribu tena',
  readOnly: 'Unaweza kuona muunganisho, lakini akaunti yako haiwezi kuubadilisha. Muulize mwenye duka.',

  connectionTitle: 'Namba yako ya WhatsApp',
  number: 'Namba',
  name: 'Jina la biashara',
  mode: 'Imeunganishwa kupitia',
  mode_embedded: 'Usajili wa Facebook',
  mode_manual: 'Programu yako ya Cloud API',
  mode_coexistence: 'Programu ya WhatsApp Business (kwa pamoja)',
  status: 'Hali',
  status_connected: 'Imeunganishwa',
  status_pending: 'Inasubiri',
  status_error: 'Inahitaji uangalizi',
  status_disconnected: 'Imetenganishwa',
  connectedAt: 'Iliunganishwa',
  lastError: 'Hitilafu ya mwisho',
  phoneNumberId: 'Kitambulisho cha namba ya simu',
  wabaId: 'Kitambulisho cha akaunti ya WhatsApp Business',
  accessToken: 'Tokeni ya ufikiaji',
  appSecret: 'Siri ya programu',
  webhookTitle: 'Mipangilio ya webhook kwa programu yako ya Meta',
  webhookHint:
    'Kwenye App Dashboard ya Meta → WhatsApp → Configuration, bandika thamani hizi mbili kisha jiunge na kipengele cha "messages".',
  webhookUrl: 'URL ya kupokea (Callback URL)',
  verifyToken: 'Tokeni ya uthibitisho',
  copy: 'Nakili',
  copied: 'Imenakiliwa',
  copyFailed: 'Imeshindikana kunakili. Chagua maandishi na uyanakili mwenyewe.',
  unnamed: 'Bado haijaonyeshwa',
  disconnect: 'Tenganisha',
  disconnectTitle: 'Utenganishe namba hii?',
  disconnectText:
    'Wateja wanaoandika kwa {number} hawatajibiwa tena na boti yako, na hutaona jumbe zao hapa. Unaweza kuunganisha tena baadaye.',
  disconnectConfirm: 'Ndiyo, tenganisha',
  cancel: 'Ghairi',
  disconnected: 'Namba imetenganishwa.',
  disconnectFailed: 'Imeshindikana kutenganisha namba.',
  pinDismiss: 'Sawa',
  pinTitle: 'Hifadhi PIN hii',
  pinText:
    'Namba yako imesajiliwa kwa PIN ya uthibitisho wa hatua mbili {pin}. Iandike: WhatsApp itaiuliza ukihamisha namba.',

  testTitle: 'Tuma ujumbe wa majaribio',
  testHint:
    'WhatsApp inafikisha ujumbe huru kwa mtu aliyeandika kwa namba yako ndani ya saa 24 zilizopita tu. Kwanza tuma “Habari” kwa namba yako ya biashara kutoka simu yako.',
  testTo: 'Namba ya simu',
  testPlaceholder: '0754 123 456',
  testSend: 'Tuma jaribio',
  testSent: 'Umetumwa kwa {to}. Angalia WhatsApp ya simu hiyo.',
  testMessageId: 'Kitambulisho cha ujumbe: {id}',

  chooseTitle: 'Unganisha namba',
  embeddedTitle: 'Unganisha kupitia Facebook',
  embeddedText:
    'Njia ya haraka zaidi: ingia kwa Facebook, chagua au unda akaunti yako ya WhatsApp Business na uthibitishe namba yako. Sisi tunamalizia mengine.',
  embeddedButton: 'Endelea na Facebook',
  notConfigured: 'Kujisajili kupitia Facebook bado hakujawekwa kwenye seva hii.',
  notConfiguredHint:
    'Muombe mtu anayeendesha seva hii akuwashie, au unganisha namba yako kwa mkono kwa fomu iliyo hapa chini.',
  sdkLoading: 'Inapakia Facebook…',
  sdkLoadError: 'Imeshindikana kupakia Facebook SDK',
  sdkInitError: 'Imeshindikana kuanzisha Facebook SDK',
  sdkErrorHint: 'Angalia mtandao wako, au tumia fomu iliyo hapa chini.',
  notConfiguredCoexistHint:
    'Muombe mtu anayeendesha seva hii akuwashie. Namba inayobaki kwenye programu ya WhatsApp Business haiwezi kuunganishwa kwa mkono.',
  sdkErrorHintRetry: 'Angalia mtandao wako kisha jaribu tena.',
  coexistSignupText:
    'Ingia kwa Facebook, chagua biashara yako, kisha skani msimbo wa QR itakaouonyesha kwa programu ya WhatsApp Business kwenye simu yako.',
  popupOpen: 'Maliza hatua kwenye dirisha la Facebook. Usifunge ukurasa huu.',
  popupBlocked: 'Kama hakuna dirisha lililofunguka, ruhusu madirisha ibukizi kwa tovuti hii kisha jaribu tena.',
  saving: 'Tunaunganisha namba yako…',
  cancelled: 'Usajili ulifungwa kabla haujakamilika. Unaweza kuanza tena.',
  signupFailed: 'Facebook imeripoti tatizo kwenye usajili.',
  startAgain: 'Anza tena',

  manualTitle: 'Tumia programu yako ya Cloud API',
  manualText:
    'Kwa biashara ambazo tayari zina programu ya Meta yenye WhatsApp Cloud API. Nakili thamani hizi kutoka App Dashboard ya Meta.',
  manualPhoneHint: 'WhatsApp → API Setup → Phone number ID.',
  manualWabaHint: 'WhatsApp → API Setup → WhatsApp Business Account ID.',
  manualTokenHint:
    'Tokeni ya kudumu ya System User yenye whatsapp_business_messaging. Inahifadhiwa kwa usimbaji fiche, haitaonyeshwa tena.',
  manualSecretHint: 'App settings → Basic → App secret. Inatumika kuhakikisha kwamba webhook zinatoka kwa Meta.',
  manualVerifyHint: 'Si lazima: iache wazi nasi tutakutengenezea moja.',
  manualSubmit: 'Hakiki na unganisha',
  connectedToast: 'Namba ya WhatsApp imeunganishwa.',

  coexistLinkTitle: 'Unaendelea kutumia programu ya WhatsApp Business?',
  coexistLinkText:
    'Unganisha namba inayobaki kwenye programu ya WhatsApp Business ya simu yako: mazungumzo yanaonekana sehemu zote mbili.',
  coexistLink: 'Unganisha namba ya programu ya Business',

  coexistTitle: 'Namba ya programu ya WhatsApp Business',
  coexistSubtitle:
    'Endelea kuchati kwenye programu ya WhatsApp Business ya simu yako huku boti na ofisi hii zikitumia namba hiyo hiyo.',
  backToConnect: 'Rudi kwenye Unganisha WhatsApp',
  coexistNeedsTitle: 'Kabla hujaanza',
  coexistNeed1:
    'Programu ya WhatsApp Business toleo 2.24.17 au jipya zaidi kwenye simu yako, yenye namba unayotaka kuunganisha.',
  coexistNeed2: 'Namba isiwe ya Nigeria wala Afrika Kusini (Tanzania inaruhusiwa).',
  coexistNeed3: 'Kaa karibu na simu: Facebook itaonyesha msimbo wa QR wa kuskani kwa programu ya Business.',
  coexistNeed4: 'Namba kama hizi zinatuma jumbe zisizozidi 20 kwa sekunde.',
  coexistButton: 'Unganisha kwa programu ya Business',
  otherModeConnected:
    'Duka hili tayari limeunganishwa kupitia {mode}. Tenganisha namba hiyo kwanza ili kuunganisha namba ya programu ya Business.',
  syncTitle: 'Leta data ya programu yako ya Business',
  syncHint:
    'Omba WhatsApp mara moja kwa kila kimoja: itatuma anwani zako na mazungumzo ya hadi miezi 6, ambayo yataonekana kwenye kikasha chako.',
  syncDeadline: 'Omba ndani ya saa 24 tangu kuunganisha, kabla ya {time}.',
  syncDeadlinePassed: 'Zimepita zaidi ya saa 24 tangu kuunganisha: WhatsApp inaweza kukataa maombi haya.',
  sync_smb_app_state_sync: 'Anwani',
  sync_history: 'Historia ya mazungumzo',
  syncStatus_not_requested: 'Haijaombwa',
  syncStatus_requested: 'Imeombwa',
  syncStatus_failed: 'Imeshindwa',
  syncRequestedAt: 'Iliombwa {time}',
  syncRequest: 'Omba',
  syncTryAgain: 'Jaribu tena',
  syncRequestedToast: 'Imeombwa. Data itafika ndani ya dakika chache zijazo.',
  syncFailedToast: 'Ombi la kusawazisha limeshindwa.',
};
