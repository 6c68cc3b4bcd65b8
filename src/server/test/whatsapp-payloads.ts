/**
 * Webhook bodies as Meta sends them (protocols.md §1), for tests and the bench. Not used by the
 * running app.
 */
let counter = 0;
export const nextWamid = () => `wamid.TEST${Date.now().toString(36)}${(++counter).toString(36).padStart(6, '0')}`;

export type MessageBody = Record<string, unknown> & { type: string };

/** A webhook delivery of Meta's shape: one entry, one change of field `messages`, with `value`'s own part. */
function webhookOf(phoneNumberId: string, value: Record<string, unknown>) {
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
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export function messagesWebhook(
  phoneNumberId: string,
  from: string,
  messages: (MessageBody & { id?: string })[],
  name = 'Juma',
) {
  return webhookOf(phoneNumberId, {
    contacts: [{ profile: { name }, wa_id: from }],
    messages: messages.map((m) => ({
      from,
      id: m.id ?? nextWamid(),
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...m,
    })),
  });
}

export const textMessage = (body: string, id?: string): MessageBody => ({
  type: 'text',
  text: { body },
  ...(id ? { id } : {}),
});
export const buttonReply = (id: string, title: string): MessageBody => ({
  type: 'interactive',
  interactive: { type: 'button_reply', button_reply: { id, title } },
});
export const listReply = (id: string, title: string): MessageBody => ({
  type: 'interactive',
  interactive: { type: 'list_reply', list_reply: { id, title, description: '' } },
});

export function statusesWebhook(phoneNumberId: string, statuses: { id: string; status: string; errors?: unknown[] }[]) {
  return webhookOf(phoneNumberId, {
    statuses: statuses.map((s) => ({
      recipient_id: '255754000001',
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...s,
    })),
  });
}

/**
 * What Meta would refuse in an outbound payload (protocols.md §1 limits); [] when valid. The fake
 * Graph server answers such a payload with error 131009 as the real one does.
 */
export function payloadProblems(p: any): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => void (ok || problems.push(what));
  need(p?.messaging_product === 'whatsapp', 'messaging_product');
  need(typeof p?.to === 'string' && /^\d{6,15}$/.test(p.to), 'to');
  const len = (s: unknown, max: number, what: string) =>
    need(typeof s === 'string' && s.length > 0 && s.length <= max, `${what} 1..${max}`);
  switch (p?.type) {
    case 'text':
      len(p.text?.body, 4096, 'text.body');
      break;
    case 'interactive': {
      const i = p.interactive;
      if (i?.header) len(i.header.text, 60, 'header');
      if (i?.footer) len(i.footer.text, 60, 'footer');
      len(i?.body?.text, i?.type === 'list' ? 4096 : 1024, 'body');
      if (i?.type === 'button') {
        const buttons = i.action?.buttons ?? [];
        need(buttons.length >= 1 && buttons.length <= 3, 'buttons 1..3');
        for (const b of buttons) {
          len(b.reply?.title, 20, 'button title');
          len(b.reply?.id, 256, 'button id');
        }
        need(new Set(buttons.map((b: any) => b.reply?.title)).size === buttons.length, 'unique button titles');
      } else if (i?.type === 'list') {
        const sections = i.action?.sections ?? [];
        len(i.action?.button, 20, 'list button');
        need(sections.length >= 1 && sections.length <= 10, 'sections 1..10');
        const rows = sections.flatMap((s: any) => s.rows ?? []);
        need(rows.length >= 1 && rows.length <= 10, 'rows 1..10 across sections');
        if (sections.length > 1) for (const s of sections) len(s.title, 24, 'section title');
        for (const r of rows) {
          len(r.title, 24, 'row title');
          len(r.id, 200, 'row id');
          if (r.description !== undefined) len(r.description, 72, 'row description');
        }
        need(new Set(rows.map((r: any) => r.id)).size === rows.length, 'unique row ids');
      } else problems.push('interactive type');
      break;
    }
    case 'image':
    case 'video':
    case 'document':
    case 'audio':
    case 'sticker': {
      const m = p[p.type];
      need(typeof m?.link === 'string' ? /^https?:\/\//.test(m.link) : typeof m?.id === 'string', 'media link or id');
      if (m?.caption !== undefined) len(m.caption, 1024, 'caption');
      need(!(p.type === 'audio' || p.type === 'sticker') || m?.caption === undefined, 'no caption on audio/sticker');
      break;
    }
    case 'location':
      need(typeof p.location?.latitude === 'number' && typeof p.location?.longitude === 'number', 'location');
      break;
    case 'template':
      need(typeof p.template?.name === 'string' && typeof p.template?.language?.code === 'string', 'template');
      break;
    default:
      problems.push(`type ${String(p?.type)}`);
  }
  return problems;
}
