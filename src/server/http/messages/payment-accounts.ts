import { domainMessages } from '../domain-messages.ts';

// Linking mobile-money providers (/api/payment-accounts, /settings/payments).
export const paymentAccountsMessages = domainMessages({
  en: {
    payment_provider_unknown: 'Choose one of the listed payment providers.',
    payment_provider_unavailable: 'The sandbox provider is only for the demo and cannot be linked here.',
    payment_label_too_long: 'The name can be at most 80 characters.',
    payment_network_unknown: 'Choose networks from the list.',
    payment_network_repeated: 'A network is chosen twice.',
    payment_network_unsupported: '{provider} cannot collect from {network}.',
    payment_network_taken: '{network} is already collected by another enabled account. Disable it first.',
    payment_credential_unknown: 'Unknown credential: {name}.',
    payment_credential_missing: '{name} is required.',
    payment_credential_too_long: 'A credential can be at most 500 characters.',
    payment_credentials_unreadable: 'The stored credentials can no longer be read. Enter them again.',
    payment_provider_refused: 'The provider refused these credentials.',
    payment_provider_unreachable: 'The provider could not be reached. Try again in a moment.',
    payment_account_in_use:
      'Payments were recorded through this account, so it stays for the books. Disable it instead.',
  },
  sw: {
    payment_provider_unknown: 'Chagua mmoja wa watoa huduma za malipo walioorodheshwa.',
    payment_provider_unavailable: 'Mtoa huduma wa majaribio ni wa onyesho tu na hawezi kuunganishwa hapa.',
    payment_label_too_long: 'Jina linaweza kuwa na herufi 80 tu.',
    payment_network_unknown: 'Chagua mitandao kutoka kwenye orodha.',
    payment_network_repeated: 'Mtandao mmoja umechaguliwa mara mbili.',
    payment_network_unsupported: '{provider} hawezi kupokea malipo kutoka {network}.',
    payment_network_taken: '{network} tayari inapokelewa na akaunti nyingine iliyowashwa. Izime kwanza.',
    payment_credential_unknown: 'Taarifa ya kuingia isiyojulikana: {name}.',
    payment_credential_missing: '{name} inahitajika.',
    payment_credential_too_long: 'Taarifa ya kuingia inaweza kuwa na herufi 500 tu.',
    payment_credentials_unreadable: 'Taarifa za kuingia zilizohifadhiwa haziwezi kusomwa tena. Ziweke upya.',
    payment_provider_refused: 'Mtoa huduma amekataa taarifa hizi za kuingia.',
    payment_provider_unreachable: 'Mtoa huduma hakupatikana. Jaribu tena baada ya muda mfupi.',
    payment_account_in_use:
      'Malipo yamerekodiwa kupitia akaunti hii, kwa hiyo inabaki kwa ajili ya hesabu. Izime badala yake.',
  },
  fields: {
    en: { provider: 'Provider', label: 'Name', networks: 'Networks', credentials: 'Credentials', enabled: 'Enabled' },
    sw: {
      provider: 'Mtoa huduma',
      label: 'Jina',
      networks: 'Mitandao',
      credentials: 'Taarifa za kuingia',
      enabled: 'Imewashwa',
    },
  },
});
