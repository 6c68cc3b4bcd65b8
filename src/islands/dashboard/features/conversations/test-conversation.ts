import type { Conversation } from './api.ts';

/** An open conversation with nobody named, for the screens' tests; each test sets what it is about. */
export function testConversation(over: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    channel: 'whatsapp',
    customer_id: null,
    customer_name: '',
    customer_phone: '',
    language: 'en',
    preview: '',
    last_message_at: '2026-01-01T00:00:00Z',
    unread_count: 0,
    bot_paused: false,
    assigned_to: null,
    status: 'open',
    window_open: true,
    window_closes_at: null,
    ...over,
  };
}
