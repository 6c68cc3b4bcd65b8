import { defineModule } from '../../http/module-manifest.ts';
import { TEMPLATE_CHECK_QUEUE, templateCheckJob } from './template-check.ts';
import { whatsappTemplateRoutes } from './whatsapp-templates.routes.ts';

export const whatsappTemplatesModule = defineModule({
  name: 'modules/whatsapp-templates',
  tag: {
    name: 'WhatsApp templates',
    description:
      "The connected number's message templates: synced from and submitted to Meta, with their review state.",
  },
  routes: whatsappTemplateRoutes,
  jobs: { [TEMPLATE_CHECK_QUEUE]: templateCheckJob },
});
