import { defineModule } from '../../http/module-manifest.ts';
import { campaignSendRoutes } from './campaign-send.routes.ts';
import { mountCampaignLink } from './campaign-link.ts';
import { FALLBACK_QUEUE, SEND_QUEUE, START_QUEUE, fallbackJob, startCampaignJob } from './send.ts';
import { runCampaignJob } from './run.ts';

export const campaignSendFlow = defineModule({
  name: 'flows/campaign-send',
  routes: campaignSendRoutes,
  jobs: { [START_QUEUE]: startCampaignJob, [SEND_QUEUE]: runCampaignJob, [FALLBACK_QUEUE]: fallbackJob },
  mount: mountCampaignLink,
});
