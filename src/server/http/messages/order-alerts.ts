import { domainMessages } from '../domain-messages.ts';

// Order alerts (issue 28).
export const orderAlertsMessages = domainMessages({
  en: {
    push_host_not_allowed:
      'This browser’s push service is not one we send to. Use Chrome, Firefox, Edge or Safari, or keep the dashboard open.',
    push_device_not_found: 'This device was not found among yours.',
  },
  sw: {
    push_host_not_allowed:
      'Huduma ya arifa ya kivinjari hiki si mojawapo tunayotumia. Tumia Chrome, Firefox, Edge au Safari, au acha dashibodi wazi.',
    push_device_not_found: 'Kifaa hiki hakikupatikana kati ya vifaa vyako.',
  },
});
