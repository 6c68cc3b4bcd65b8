import { domainMessages } from '../domain-messages.ts';

// Payout accounts and payouts (/api/payouts).
export const payoutsMessages = domainMessages({
  en: {
    payout_not_found: 'This payout was not found.',
    payout_account_in_use: 'A payout was sent to this account, so it stays in the history. It cannot be removed.',
    payout_kind_wallet_only: 'Only mobile wallets can receive payouts for now.',
    network_unknown: 'Choose the wallet network from the list.',
    account_name_required: 'Write the name the wallet is registered in.',
    payout_not_supported: 'This payment account cannot pay out. Payouts go through ClickPesa or Selcom.',
    payout_destination_unsupported:
      'This provider cannot pay out to that wallet network. Choose another payout account.',
    payout_compliance_unverified: 'Payouts start once your business details are verified.',
  },
  sw: {
    payout_not_found: 'Malipo haya ya kutoa hayakupatikana.',
    payout_account_in_use: 'Pesa zimeshatumwa kwa akaunti hii, kwa hiyo inabaki kwenye historia. Haiwezi kuondolewa.',
    payout_kind_wallet_only: 'Kwa sasa ni pochi za simu pekee zinazoweza kupokea pesa.',
    network_unknown: 'Chagua mtandao wa pochi kutoka kwenye orodha.',
    account_name_required: 'Andika jina ambalo pochi imesajiliwa nalo.',
    payout_not_supported: 'Akaunti hii ya malipo haiwezi kutoa pesa. Utoaji unapitia ClickPesa au Selcom.',
    payout_destination_unsupported:
      'Mtoa huduma huyu hawezi kutuma pesa kwa mtandao huo. Chagua akaunti nyingine ya kupokea.',
    payout_compliance_unverified: 'Utoaji wa pesa utaanza baada ya taarifa za biashara yako kuthibitishwa.',
  },
  fields: {
    en: { account_name: 'Name on the wallet', payout_account_id: 'Payout account', network: 'Network' },
    sw: {
      account_name: 'Jina kwenye pochi',
      payout_account_id: 'Akaunti ya kupokea',
      network: 'Mtandao',
    },
  },
});
