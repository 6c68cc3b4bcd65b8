import type { Twin } from '../locales.ts';
import type { platformPayments as en } from '../en/platform-payments.ts';

// Malipo ya Duka Chat kwenye skrini ya kutoa pesa ya duka (issue 29, decision 0046).
export const platformPayments: Twin<typeof en> = {
  title: 'Malipo ya Duka Chat',
  intro:
    'Hujaunganisha akaunti yako mwenyewe ya malipo, kwa hiyo Duka Chat inakukusanyia malipo ya simu. Ada yake ni {fee} ya kila malipo.',
  ownAccount: 'Unakusanya kupitia akaunti yako mwenyewe ya malipo: hakuna ada ya Duka Chat.',
  unavailable:
    'Malipo ya Duka Chat hayapatikani kwenye seva hii: unganisha akaunti yako ya malipo ili kupokea pesa za simu.',
  balance: 'Iliyokusanywa kwa ajili yako: {amount}',
  capLine: 'Hadi duka lako lithibitishwe, Duka Chat inakushikilia hadi {cap}: {left} zaidi zinaweza kuingia kwa simu.',
  capReached:
    'Pesa unazoshikiliwa zimefika {cap}: wateja hawawezi kukulipa kwa simu kupitia Duka Chat hadi duka lako lithibitishwe. Taslimu bado inafanya kazi.',
  whyHeld: 'Kwa nini siwezi kutoa pesa? Duka Chat imesimamisha utoaji wako: {reason}',
  whyUnverified: 'Kwa nini siwezi kutoa pesa? Duka lako bado halijathibitishwa. Kinachokosekana: {missing}.',
  released: 'Duka lako limethibitishwa: unaweza kutoa pesa ambazo Duka Chat ilikukusanyia.',
  completeKyc: 'Kamilisha uthibitisho',
  scheduleTitle: 'Lini kutoa pesa',
  schedule_manual: 'Nikiomba',
  schedule_daily: 'Kila siku',
  schedule_weekly: 'Kila wiki',
  scheduleTo: 'Tuma kwa',
  chooseAccount: 'Chagua akaunti ya kupokea',
  saveSchedule: 'Hifadhi',
  scheduleSaved: 'Ratiba ya kutoa pesa imehifadhiwa.',
  statementsTitle: 'Kila utoaji ulitokana na nini',
  noStatements: 'Bado hakuna utoaji wa pesa za Duka Chat.',
  collected: 'Iliyokusanywa {amount}',
  fees: 'Ada {amount}',
  refunds: 'Marejesho {amount}',
  sent: 'Iliyotumwa {amount}',
  setupTitle: 'Ada ya kuanzisha',
  setupDue: 'Ada ya kuanzisha ya mara moja ni {amount}. Ilipe kwa simu: ombi litatumwa kwenye simu yako.',
  setupPaid: 'Ada ya kuanzisha ililipwa tarehe {date}. Asante!',
  phone: 'Namba ya simu',
  network: 'Mtandao',
  pay: 'Lipa {amount}',
  checkPhone: 'Angalia simu yako na uweke PIN ili kulipa.',
  sandboxPhone: 'Sandbox: fungua simu ya majaribio',
  loading: 'Inapakia…',
  loadFailed: 'Imeshindikana kupakia Malipo ya Duka Chat. Jaribu tena.',
  failed: 'Haikufanikiwa. Jaribu tena.',
};
