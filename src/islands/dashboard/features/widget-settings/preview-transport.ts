import type { ChatTransport } from '../../../chat-widget/chat-transport.ts';
import type { WidgetMessage } from '../../../chat-widget/widget-api.ts';
import type { WidgetSettingsT } from './use-widget-settings-t.ts';

// A stand-in bot for the live preview: a short sample conversation and local answers, so the
// merchant sees every kind of bubble in their colours without a message reaching anyone.
export function previewTransport(t: WidgetSettingsT): ChatTransport {
  let seq = 0;
  const menu = {
    send_reply_button: {
      body: { text: t('previewMenuBody') },
      action: {
        buttons: [
          { type: 'reply' as const, reply: { id: 'shop', title: t('previewShop') } },
          { type: 'reply' as const, reply: { id: 'orders', title: t('previewOrders') } },
          { type: 'reply' as const, reply: { id: 'talk', title: t('previewTalk') } },
        ],
      },
    },
  };
  const history: WidgetMessage[] = [
    {
      id: 'p-1',
      direction: 'in',
      author: 'customer',
      content: { kind: 'text', text: t('previewHello') },
      status: 'received',
      created_at: '',
    },
    {
      id: 'p-2',
      direction: 'out',
      author: 'bot',
      content: { kind: 'action', action: menu },
      status: 'sent',
      created_at: '',
    },
  ];
  return {
    messages: async (after) => ({ messages: after ? [] : history, cursor: 'preview' }),
    send: async (body) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const id = `p-r${++seq}`;
      const action = body.message_type === 'interactive' ? { send_message: { text: t('previewReply') } } : menu;
      return { actions: [action], message: '', response: [{ id }], next_state: null, input: null, cursor: '' };
    },
  };
}
