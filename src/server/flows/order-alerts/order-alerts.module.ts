import { defineModule } from '../../http/module-manifest.ts';
import { fanOutJob } from './fan-out.ts';
import { orderAlertFeedRoutes } from './order-alerts.routes.ts';
import { FAN_OUT_QUEUE, SEND_QUEUE } from './queue-order-alert.ts';
import { sendDeliveryJob } from './send-delivery.ts';

export const orderAlertsFlow = defineModule({
  name: 'flows/order-alerts',
  routes: orderAlertFeedRoutes,
  jobs: { [FAN_OUT_QUEUE]: fanOutJob, [SEND_QUEUE]: sendDeliveryJob },
});
