import { domainMessages } from '../domain-messages.ts';

// Accounts and the edges of the API (issue 12): what someone is told when a change needs their
// password, or when two requests raced for the same thing.
export const securityMessages = domainMessages({
  en: {
    current_password_required: 'Enter your current password to make this change.',
    conflict: 'Someone else just took or changed this. Reload and try again.',
  },
  sw: {
    current_password_required: 'Weka nenosiri lako la sasa ili kufanya mabadiliko haya.',
    conflict: 'Mtu mwingine amechukua au kubadilisha hiki sasa hivi. Pakia upya ujaribu tena.',
  },
});
