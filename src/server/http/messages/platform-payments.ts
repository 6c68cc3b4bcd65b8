import { domainMessages } from '../domain-messages.ts';

// Duka Chat Payments (issue 29, decision 0046): the platform's account, its fee, held money, the setup fee.
export const platformPaymentsMessages = domainMessages({
  en: {
    platform_held_cap_reached:
      'This shop cannot take mobile-money payments right now: the money it holds is at its limit until the shop is verified. Please pay in cash or ask the shop.',
    payouts_held: 'Duka Chat has put the payouts of this shop on hold: {reason}',
    payouts_already_held: "This shop's payouts are on hold already.",
    payouts_not_held: "This shop's payouts are not on hold.",
    setup_fee_already_paid: 'The setup fee of this shop has been paid already.',
    setup_fee_in_progress: 'A setup fee payment is already waiting for your phone.',
    platform_payments_unavailable: 'Duka Chat Payments is not available on this server.',
    platform_fee_invalid: 'Write the fee as whole shillings, or a percentage in basis points (2.5% = 250).',
    platform_fee_too_high: 'The fee is higher than the platform allows (20% or TZS 100,000).',
    platform_reason_required: 'Write the reason.',
    figures_range_invalid: 'Choose a range of at most 366 days, the first day before the last.',
    payout_account_required: 'Choose the payout account a scheduled payout goes to.',
  },
  sw: {
    platform_held_cap_reached:
      'Duka hili haliwezi kupokea malipo ya simu kwa sasa: pesa linazoshikilia zimefika kikomo hadi duka lithibitishwe. Tafadhali lipa kwa taslimu au wasiliana na duka.',
    payouts_held: 'Duka Chat imesimamisha utoaji wa pesa wa duka hili: {reason}',
    payouts_already_held: 'Utoaji wa pesa wa duka hili tayari umesimamishwa.',
    payouts_not_held: 'Utoaji wa pesa wa duka hili haujasimamishwa.',
    setup_fee_already_paid: 'Ada ya kuanzisha ya duka hili imeshalipwa.',
    setup_fee_in_progress: 'Malipo ya ada ya kuanzisha tayari yanasubiri simu yako.',
    platform_payments_unavailable: 'Malipo ya Duka Chat hayapatikani kwenye seva hii.',
    platform_fee_invalid: 'Andika ada kwa shilingi kamili, au asilimia kwa basis points (2.5% = 250).',
    platform_fee_too_high: 'Ada ni kubwa kuliko jukwaa linavyoruhusu (20% au TZS 100,000).',
    platform_reason_required: 'Andika sababu.',
    figures_range_invalid: 'Chagua kipindi kisichozidi siku 366, siku ya kwanza kabla ya ya mwisho.',
    payout_account_required: 'Chagua akaunti ya kupokea ambayo utoaji wa ratiba utaenda.',
  },
  fields: {
    en: { basis_points: 'Percentage', amount: 'Amount', reason: 'Reason', payout_account_id: 'Payout account' },
    sw: { basis_points: 'Asilimia', amount: 'Kiasi', reason: 'Sababu', payout_account_id: 'Akaunti ya kupokea' },
  },
});
