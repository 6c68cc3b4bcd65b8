import { describe, expect, it } from 'vitest';
import { parseWebhook, wamidsOf } from './parse-webhook.ts';
import { buttonReply, listReply, messagesWebhook, statusesWebhook, textMessage } from '../test/whatsapp-payloads.ts';

describe('parseWebhook', () => {
  it('reads every supported message type', () => {
    const body = messagesWebhook('PN1', '255754000001', [
      textMessage('Hi', 'w1'),
      { id: 'w2', ...buttonReply('btn-1', 'Menu') },
      { id: 'w3', ...listReply('row-1', 'Dresses') },
      { id: 'w4', type: 'image', image: { id: 'MEDIA1', mime_type: 'image/jpeg', sha256: 'x', caption: 'this one' } },
      { id: 'w5', type: 'audio', audio: { id: 'MEDIA2', mime_type: 'audio/ogg' } },
      { id: 'w6', type: 'video', video: { id: 'MEDIA3' } },
      { id: 'w7', type: 'document', document: { id: 'MEDIA4', filename: 'list.pdf' } },
      { id: 'w8', type: 'sticker', sticker: { id: 'MEDIA5', animated: false } },
      {
        id: 'w9',
        type: 'location',
        location: { latitude: -6.8, longitude: 39.28, name: 'Kariakoo', address: 'Dar es Salaam' },
      },
      {
        id: 'w10',
        type: 'contacts',
        contacts: [
          { name: { formatted_name: 'Neema' }, phones: [{ phone: '+255 754 111 222', wa_id: '255754111222' }] },
        ],
      },
      { id: 'w11', type: 'button', button: { payload: 'STOP', text: 'Stop' }, context: { id: 'wamid.PREV' } },
    ]);
    const { changes, skipped } = parseWebhook(body);
    expect(skipped).toEqual([]);
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change!.phoneNumberId).toBe('PN1');
    expect(change!.messages.map((m) => m.content)).toEqual([
      { kind: 'text', text: 'Hi' },
      { kind: 'interactive', id: 'btn-1', title: 'Menu' },
      { kind: 'interactive', id: 'row-1', title: 'Dresses' },
      { kind: 'media', media: 'image', link: 'wa-media:MEDIA1', caption: 'this one' },
      { kind: 'media', media: 'audio', link: 'wa-media:MEDIA2' },
      { kind: 'media', media: 'video', link: 'wa-media:MEDIA3' },
      { kind: 'media', media: 'document', link: 'wa-media:MEDIA4', filename: 'list.pdf' },
      { kind: 'media', media: 'sticker', link: 'wa-media:MEDIA5' },
      { kind: 'location', latitude: -6.8, longitude: 39.28, name: 'Kariakoo', address: 'Dar es Salaam' },
      { kind: 'contacts', contacts: [{ name: 'Neema', phones: ['+255 754 111 222'] }] },
      { kind: 'interactive', id: 'STOP', title: 'Stop' },
    ]);
    expect(change!.messages[0]).toMatchObject({ wamid: 'w1', from: '255754000001', name: 'Juma' });
    expect(change!.messages[0]!.timestamp).toBeInstanceOf(Date);
    expect(change!.messages[10]!.contextId).toBe('wamid.PREV');
  });

  it('keeps an unknown type as unsupported and reports it, without dropping the rest of the batch', () => {
    const body = messagesWebhook('PN1', '255754000001', [
      { id: 'u1', type: 'reaction', reaction: { message_id: 'x', emoji: '👍' } },
      { id: 'u2', type: 'interactive', interactive: { type: 'nfm_reply', nfm_reply: {} } },
      { id: 'u3', type: 'text' },
      textMessage('still here', 'u4'),
    ]);
    const { changes, skipped } = parseWebhook(body);
    expect(changes[0]!.messages.map((m) => m.content)).toEqual([
      { kind: 'unsupported', type: 'reaction' },
      { kind: 'unsupported', type: 'interactive' },
      { kind: 'text', text: 'still here' },
    ]);
    expect(skipped).toEqual([
      'u1: unsupported type reaction',
      'u2: unsupported type interactive',
      'u3: text without a body',
    ]);
  });

  it('reads statuses with their errors', () => {
    const body = statusesWebhook('PN1', [
      { id: 's1', status: 'delivered' },
      {
        id: 's2',
        status: 'failed',
        errors: [
          { code: 131047, title: 'Re-engagement message', error_data: { details: 'More than 24 hours have passed' } },
        ],
      },
      { id: 's3', status: 'deleted' },
    ]);
    const { changes, skipped } = parseWebhook(body);
    expect(changes[0]!.statuses).toMatchObject([
      { wamid: 's1', status: 'delivered' },
      {
        wamid: 's2',
        status: 'failed',
        error: { code: 131047, title: 'Re-engagement message', detail: 'More than 24 hours have passed' },
      },
    ]);
    expect(skipped).toEqual(['status without id or with an unknown status']);
    expect(wamidsOf(body)).toEqual(['s1:delivered', 's2:failed']);
  });

  it('never throws on shapes that are not webhooks', () => {
    for (const body of [
      null,
      42,
      'x',
      [],
      {},
      { entry: 'no' },
      { entry: [{ changes: [{ field: 'messages', value: {} }] }] },
      { entry: [{ changes: [{ field: 'account_update', value: {} }] }] },
    ]) {
      const parsed = parseWebhook(body);
      expect(parsed.changes).toEqual([]);
      expect(parsed.skipped.length).toBeGreaterThan(0);
    }
  });
});
