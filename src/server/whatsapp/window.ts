/**
 * WhatsApp's customer-service window (protocols.md §1): free-form messages may be sent within 24 h
 * of the customer's last message; outside it only approved templates. conversations.last_inbound_at
 * is set by the engine on every inbound message.
 */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

export function isWindowOpen(conversation: { lastInboundAt: Date | string | null }, now: Date = new Date()): boolean {
  if (!conversation.lastInboundAt) return false;
  const last = new Date(conversation.lastInboundAt).getTime();
  return now.getTime() - last < WINDOW_MS;
}
