import type { Call } from '../../test/permission-calls.ts';

// WhatsApp templates, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const whatsappTemplateCalls: Record<string, Call> = {
  'GET /api/whatsapp-templates': {},
  'GET /api/whatsapp-templates/:id': { path: (f) => `/api/whatsapp-templates/${f.templateId}` },
  'POST /api/whatsapp-templates/sync': {},
  'POST /api/whatsapp-templates': {
    body: () => ({
      name: 'intruder_offer',
      category: 'MARKETING',
      language: 'en',
      body: 'Hello {{1}}, welcome.',
      examples: ['Asha'],
    }),
  },
};
