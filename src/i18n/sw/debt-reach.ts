import type { Twin } from '../locales.ts';
import type { debtReach as en } from '../en/debt-reach.ts';

export const debtReach: Twin<typeof en> = {
  title: 'Kumbusha na shiriki',
  loading: 'Inapakia…',
  loadFailed: 'Imeshindikana kupakia ukumbusho.',
  retry: 'Jaribu tena',
  nothingOwed: 'Hakuna kinachodaiwa kwenye deni hili: hakuna ukumbusho wa kutuma.',
  sendReminder: 'Tuma ukumbusho',
  sending: 'Inatuma…',
  sent: 'Ukumbusho umepangwa: utatumwa kwa WhatsApp punde.',
  sentTemplate: 'Ukumbusho umepangwa: nje ya dirisha la saa 24 unatumwa kama kiolezo debt_reminder.',
  sentSms: 'Ukumbusho umepangwa: utatumwa kwa SMS punde.',
  lastReminded: 'Ukumbusho wa mwisho: {date}',
  nextAt: 'Ukumbusho unaofuata unaweza kutumwa {date}.',
  needsWhatsapp:
    'Unganisha WhatsApp au mtoa huduma wa SMS ili kutuma ukumbusho hapa. Kwa sasa, tuma ujumbe huu kwa simu yako.',
  noPhone: 'Ongeza namba ya simu kwenye deni ili kutuma ukumbusho.',
  copyMessage: 'Nakili ujumbe',
  copyLink: 'Nakili kiungo cha taarifa',
  shareWhatsapp: 'Shiriki kwa WhatsApp',
  copied: 'Imenakiliwa',
  copyFailed: 'Imeshindikana kunakili: chagua maandishi na uyanakili kwa mkono.',
  renewLink: 'Kiungo kipya',
  renewHint: 'Kiungo cha zamani kitaacha kufanya kazi.',
  renewed: 'Kiungo kipya cha taarifa kimetengenezwa. Viungo vilivyotumwa awali havifunguki tena.',
  preview: 'Ujumbe',
};
