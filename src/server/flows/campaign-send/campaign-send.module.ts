import { defineModule } from '../../http/module-manifest.ts';
import { campaignSendRoutes } from './campaign-send.routes.ts';
import { mountCampaignLink } from './campaign-link.ts';
import { FALLBACK_QUEUE, SEND_QUEUE, START_QUEUE, fallbackJob, sendRecipientJob, startCampaignJob } from './send.ts';

export const campaignSendFlow = defineModule({
  name: 'flows/campaign-send',
  routes: campaignSendRoutes,
  jobs: { [START_QUEUE]: startCampaignJob, [SEND_QUEUE]: sendRecipientJob, [FALLBACK_QUEUE]: fallbackJob },
  mount: mountCampaignLink,
});
