import { domainMessages } from '../domain-messages.ts';

// The chat flow builder's API (src/server/modules/chatflow).
export const flowsMessages = domainMessages({
  en: {
    flow_stale: 'Someone else saved this flow since you opened it. Reload to get their changes.',
    flow_has_errors: 'The flow has {count} problem(s) to fix before it can be published.',
    flow_version_not_found: 'This published version of the flow was not found.',
    flow_too_large: 'The flow is too large to save. Remove some nodes or shorten long texts.',
  },
  sw: {
    flow_stale: 'Mtu mwingine amehifadhi mtiririko huu tangu ulipoufungua. Pakia upya upate mabadiliko yake.',
    flow_has_errors: 'Mtiririko una tatizo {count} la kurekebisha kabla ya kuuchapisha.',
    flow_version_not_found: 'Toleo hili lililochapishwa la mtiririko halikupatikana.',
    flow_too_large: 'Mtiririko ni mkubwa mno kuhifadhiwa. Ondoa baadhi ya vizuizi au fupisha maandishi marefu.',
  },
  fields: {
    en: { flow: 'Flow', revision: 'Revision' },
    sw: { flow: 'Mtiririko', revision: 'Toleo la rasimu' },
  },
});
