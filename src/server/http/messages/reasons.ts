import { domainMessages } from '../domain-messages.ts';

/**
 * Why a request was refused, put inside a message's {reason} ("The order workflow is not valid:
 * {reason}."): a service passes the key, and the reader gets it in their language, with its
 * statuses in words.
 */
export const reasonMessages = domainMessages({
  en: {
    workflow_status_twice: 'a status is listed twice',
    workflow_start_unused: 'new orders start as {status}, so that status must be used',
    workflow_status_unused: '{from} → {to} uses a status that is not used',
    workflow_goes_nowhere: '{from} → {to} goes nowhere',
    workflow_cancelled_final: 'a cancelled order cannot move on',
    workflow_step_twice: '{from} → {to} is listed twice',
    workflow_message_missing: '{from} → {to} sends a message, so it needs its English and Swahili text',
  },
  sw: {
    workflow_status_twice: 'hali moja imeorodheshwa mara mbili',
    workflow_start_unused: 'oda mpya huanza na hali ya {status}, kwa hiyo hali hiyo lazima itumike',
    workflow_status_unused: '{from} → {to} inatumia hali ambayo haitumiki',
    workflow_goes_nowhere: '{from} → {to} haiendi popote',
    workflow_cancelled_final: 'oda iliyoghairiwa haiwezi kuendelea',
    workflow_step_twice: '{from} → {to} imeorodheshwa mara mbili',
    workflow_message_missing:
      '{from} → {to} inatuma ujumbe, kwa hiyo inahitaji maandishi yake ya Kiingereza na Kiswahili',
  },
});

export type ReasonKey = keyof typeof reasonMessages.en;
