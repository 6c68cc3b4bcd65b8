// The face of the order-alerts module (issue 28): what flows/order-alerts uses to fan an alert out
// and send it. Anything else in this folder is the module's own.
export { alertSettingsOf, alertSettingsOfMany } from './alert-settings.service.ts';
export { pushSubscriptionsOf, pushSubscriptionById, dropPushSubscription } from './push-subscriptions.service.ts';
export { addDelivery, claimDelivery, deliveryById, finishDelivery } from './alert-deliveries.service.ts';
export { sendPush, type PushOutcome, type PushPayload } from './web-push-send.ts';
