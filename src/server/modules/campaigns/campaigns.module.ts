import { defineModule } from '../../http/module-manifest.ts';
import { campaignRoutes } from './campaigns.routes.ts';

export const campaignsModule = defineModule({
  name: 'modules/campaigns',
  tag: {
    name: 'Campaigns',
    description: 'SMS and WhatsApp campaigns: audience, preview and cost, sending, results (issue 27).',
  },
  routes: campaignRoutes,
});
