import { domainMessages } from '../domain-messages.ts';

// Payout accounts and payouts (/api/payouts).
export const payoutsMessages = domainMessages({
  en: {
    payout_not_found: 'This payout was not found.',
    payout_account_in_use: 'A payout was sent to this account, so it stays in the history. It cannot be removed.',
    payout_kind_unknown: 'Choose a mobile wallet or a bank account.',
    bank_unknown: 'Choose the bank from the list.',
    bank_account_number_invalid: 'Write the bank account number: 6 to 20 letters or digits.',
    network_unknown: 'Choose the wallet network from the list.',
    account_name_required: 'Write the name the wallet or bank account is registered in.',
    payout_not_supported: 'This payment account cannot pay out. Payouts go through ClickPesa or Selcom.',
    payout_destination_unsupported:
      'This provider cannot pay out to that wallet network or to banks. Choose another payout account.',
    payout_compliance_unverified: 'Payouts start once your business details are verified.',
    payout_already_final: 'This payout is settled already: the provider has given its final answer.',
  },
  sw: {
    payout_not_found: 'Malipo haya ya kutoa hayakupatikana.',
    payout_account_in_use: 'Pesa zimeshatumwa kwa akaunti hii, kwa hiyo inabaki kwenye historia. Haiwezi kuondolewa.',
    payout_kind_unknown: 'Chagua pochi ya simu au akaunti ya benki.',
    bank_unknown: 'Chagua benki kutoka kwenye orodha.',
    bank_account_number_invalid: 'Andika namba ya akaunti ya benki: herufi au tarakimu 6 hadi 20.',
    network_unknown: 'Chagua mtandao wa pochi kutoka kwenye orodha.',
    account_name_required: 'Andika jina ambalo pochi au akaunti ya benki imesajiliwa nalo.',
    payout_not_supported: 'Akaunti hii ya malipo haiwezi kutoa pesa. Utoaji unapitia ClickPesa au Selcom.',
    payout_destination_unsupported:
      'Mtoa huduma huyu hawezi kutuma pesa kwa mtandao huo au benki. Chagua akaunti nyingine ya kupokea.',
    payout_compliance_unverified: 'Utoaji wa pesa utaanza baada ya taarifa za biashara yako kuthibitishwa.',
    payout_already_final: 'Malipo haya ya kutoa yameshakamilika: mtoa huduma ametoa jibu lake la mwisho.',
  },
  fields: {
    en: {
      account_name: 'Name on the account',
      payout_account_id: 'Payout account',
      network: 'Network',
      bic: 'Bank',
      account_number: 'Account number',
    },
    sw: {
      account_name: 'Jina kwenye akaunti',
      payout_account_id: 'Akaunti ya kupokea',
      network: 'Mtandao',
      bic: 'Benki',
      account_number: 'Namba ya akaunti',
    },
  },
});
