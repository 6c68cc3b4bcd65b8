import { expect, type APIRequestContext } from '@playwright/test';

type Action = Record<string, any>;
type Reply = { actions: Action[] };

/** One customer of the demo bot, on the widget channel. */
export function botCustomer(request: APIRequestContext) {
  const chatId = `e2e-order-${Date.now().toString(36)}`;
  const send = async (message: string, type: 'text' | 'interactive' = 'text'): Promise<Reply> => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await request.post('/plugin/conversation/demo', {
        data: { message, chat_id: chatId, message_type: type, language: 'en' },
      });
      // The bot API lets one chat send a burst, then about one message a second.
      if (res.status() === 429) {
        await new Promise((r) => setTimeout(r, 1100));
        continue;
      }
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    }
    throw new Error('the bot kept answering 429');
  };
  const buttons = (reply: Reply) =>
    reply.actions.flatMap((a) => [
      ...(a.send_reply_button?.action.buttons.map((b: any) => ({
        id: b.reply.id as string,
        title: b.reply.title as string,
      })) ?? []),
      ...(a.send_button?.action.sections.flatMap((s: any) =>
        s.rows.map((r: any) => ({ id: r.id as string, title: r.title as string })),
      ) ?? []),
    ]);
  const tap = async (reply: Reply, title: string) => {
    const hit = buttons(reply).find((b) => b.title.startsWith(title));
    if (!hit) throw new Error(`no button "${title}" in ${JSON.stringify(buttons(reply))}`);
    return send(hit.id, 'interactive');
  };
  const text = (reply: Reply) => reply.actions.map((a) => a.send_message?.text ?? '').join('\n');
  return { chatId, send, tap, text };
}
