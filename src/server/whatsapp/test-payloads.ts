/**
 * Webhook bodies as Meta sends them (protocols.md §1), for tests and the bench. Not used by the
 * running app.
 */
let counter = 0;
export const nextWamid = () => `wamid.TEST${Date.now().toString(36)}${(++counter).toString(36).padStart(6, '0')}`;

export type MessageBody = Record<string, unknown> & { type: string };

export function messagesWebhook(phoneNumberId: string, from: string, messages: (MessageBody & { id?: string })[], name = 'Juma') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '255700000001', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: messages.map((m) => ({ from, id: m.id ?? nextWamid(), timestamp: String(Math.floor(Date.now() / 1000)), ...m })),
            },
          },
        ],
      },
    ],
  };
}

export const textMessage = (body: string, id?: string): MessageBody => ({ type: 'text', text: { body }, ...(id ? { id } : {}) });
export const buttonReply = (id: string, title: string): MessageBody => ({ type: 'interactive', interactive: { type: 'button_reply', button_reply: { id, title } } });
export const listReply = (id: string, title: string): MessageBody => ({ type: 'interactive', interactive: { type: 'list_reply', list_reply: { id, title, description: '' } } });

export function statusesWebhook(phoneNumberId: string, statuses: { id: string; status: string; errors?: unknown[] }[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '255700000001', phone_number_id: phoneNumberId },
              statuses: statuses.map((s) => ({ recipient_id: '255754000001', timestamp: String(Math.floor(Date.now() / 1000)), ...s })),
            },
          },
        ],
      },
    ],
  };
}
