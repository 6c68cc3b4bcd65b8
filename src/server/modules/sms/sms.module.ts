import { defineModule } from '../../http/module-manifest.ts';
import { smsAccountRoutes, smsWebhookRoutes } from './sms.routes.ts';
import { SMS_SWEEP_QUEUE, sweepSmsJob } from './sms-checks.ts';

export const smsModule = defineModule({
  name: 'modules/sms',
  tag: {
    name: 'SMS',
    description:
      "SMS gateways (Beem, Africa's Talking, NextSMS): linked accounts with sealed credentials, the sender name and its registration state, delivery reports.",
  },
  routes: smsAccountRoutes,
  outsideRoutes: smsWebhookRoutes,
  jobs: { [SMS_SWEEP_QUEUE]: sweepSmsJob },
});
