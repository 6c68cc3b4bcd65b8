import { domainMessages } from '../domain-messages.ts';

// Live sales analytics (issue 17).
export const analyticsMessages = domainMessages({
  en: {
    range_unknown: 'Choose a range: today, yesterday, 7 days, 30 days, this month, last month or custom.',
    date_required: 'A custom range needs a start and an end date.',
    range_too_long: 'A range can span at most {max} days.',
    view_unknown: 'Choose what to export: overview, products, peaks, channels, customers or chat.',
    live_streams_full: 'Too many live views are open for this shop. Close one and try again.',
  },
  sw: {
    range_unknown: 'Chagua kipindi: leo, jana, siku 7, siku 30, mwezi huu, mwezi uliopita au kipindi chako.',
    date_required: 'Kipindi chako kinahitaji tarehe ya kuanza na ya mwisho.',
    range_too_long: 'Kipindi kinaweza kuwa na siku {max} tu.',
    view_unknown: 'Chagua cha kupakua: muhtasari, bidhaa, nyakati za shughuli, njia, wateja au gumzo.',
    live_streams_full: 'Kuna kurasa nyingi mno za moja kwa moja zilizo wazi kwa duka hili. Funga moja ujaribu tena.',
  },
});
