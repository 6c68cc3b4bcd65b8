import type { NotifyOrderPlaced } from './order-submit.service.ts';

// TEMPORARY until ENGINE's src/server/chatbot/order-events.ts lands: then this file re-exports
// its notifyOrderPlaced. Without it the order is still created; only the chat confirmation is missing.
export const notifyOrderPlaced: NotifyOrderPlaced = async () => {};
