import { domainMessages } from '../domain-messages.ts';

export const conversationsMessages = domainMessages({
  en: {
    conversation_not_found: 'This conversation was not found.',
    window_closed: 'The 24-hour window has closed: send a template.',
    reply_text_or_template: 'Send either a text or a template.',
    template_whatsapp_only: 'Templates are for WhatsApp conversations only.',
    template_not_found: 'This template is not among the approved templates of your WhatsApp account.',
    template_params: 'This template needs {count} values.',
    templates_unavailable: 'WhatsApp did not give the list of templates. Try again in a moment.',
    whatsapp_not_connected: 'No WhatsApp number is connected to this shop.',
    assignee_not_member: 'Choose a member of your shop.',
    media_not_found: 'This file is not available: WhatsApp no longer has it, or it is not from your conversations.',
  },
  sw: {
    conversation_not_found: 'Mazungumzo haya hayakupatikana.',
    window_closed: 'Muda wa saa 24 umekwisha: tuma kiolezo.',
    reply_text_or_template: 'Tuma ujumbe wa maandishi au kiolezo, kimoja tu.',
    template_whatsapp_only: 'Violezo ni kwa mazungumzo ya WhatsApp tu.',
    template_not_found: 'Kiolezo hiki hakimo kwenye violezo vilivyoidhinishwa vya akaunti yako ya WhatsApp.',
    template_params: 'Kiolezo hiki kinahitaji thamani {count}.',
    templates_unavailable: 'WhatsApp haikutoa orodha ya violezo. Jaribu tena baada ya muda mfupi.',
    whatsapp_not_connected: 'Hakuna namba ya WhatsApp iliyounganishwa na duka hili.',
    assignee_not_member: 'Chagua mfanyakazi wa duka lako.',
    media_not_found: 'Faili hili halipatikani: WhatsApp haina tena, au si la mazungumzo yako.',
  },
  fields: {
    en: {
      text: 'Message',
      template: 'Template',
      'template.name': 'Template name',
      'template.params': 'Template values',
      user_id: 'Staff member',
      status: 'Status',
    },
    sw: {
      text: 'Ujumbe',
      template: 'Kiolezo',
      'template.name': 'Jina la kiolezo',
      'template.params': 'Thamani za kiolezo',
      user_id: 'Mfanyakazi',
      status: 'Hali',
    },
  },
});
