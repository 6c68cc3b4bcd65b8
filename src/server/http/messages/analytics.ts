import { domainMessages } from '../domain-messages.ts';

// Live sales analytics (issue 17).
export const analyticsMessages = domainMessages({
  en: {
    range_unknown: 'Choose a range: today, yesterday, 7 days, 30 days, this month, last month or custom.',
    date_required: 'A custom range needs a start and an end date.',
    range_too_long: 'A range can span at most {max} days.',
    live_streams_full: 'Too many live views are open for this shop. Close one and try again.',
  },
  sw: {
    range_unknown: 'Chagua kipindi: leo, jana, siku 7, siku 30, mwezi huu, mwezi uliopita au kipindi chako.',
    date_required: 'Kipindi chako kinahitaji tarehe ya kuanza na ya mwisho.',
    range_too_long: 'Kipindi kinaweza kuwa na siku {max} tu.',
    live_streams_full: 'Kuna kurasa nyingi mno za moja kwa moja zilizo wazi kwa duka hili. Funga moja ujaribu tena.',
  },
});
