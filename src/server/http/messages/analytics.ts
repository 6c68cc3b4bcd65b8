import { domainMessages } from '../domain-messages.ts';

// Live sales analytics (issue 17).
export const analyticsMessages = domainMessages({
  en: {
    range_unknown: 'Choose a range: today, yesterday, 7 days, 30 days, this month, last month or custom.',
    date_required: 'A custom range needs a start and an end date.',
  },
  sw: {
    range_unknown: 'Chagua kipindi: leo, jana, siku 7, siku 30, mwezi huu, mwezi uliopita au kipindi chako.',
    date_required: 'Kipindi chako kinahitaji tarehe ya kuanza na ya mwisho.',
  },
});
