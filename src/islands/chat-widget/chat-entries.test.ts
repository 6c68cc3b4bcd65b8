import { describe, expect, it } from 'vitest';
import {
  dateAllowed,
  entriesFromHistory,
  entriesFromPoll,
  entriesFromReply,
  insertAtCaret,
  isoToDmy,
  mergeEntries,
} from './chat-entries.ts';
import type { WidgetMessage } from './widget-api.ts';

const msg = (id: string, direction: 'in' | 'out', content: WidgetMessage['content']): WidgetMessage => ({
  id,
  direction,
  author: direction === 'in' ? 'customer' : 'bot',
  content,
  status: 'sent',
  created_at: '',
});

describe('chat entries', () => {
  it('reads history: customer texts and choices, bot actions, staff texts, media and locations', () => {
    const entries = entriesFromHistory([
      msg('1', 'in', { kind: 'text', text: 'Hello' }),
      msg('2', 'out', { kind: 'action', action: { send_message: { text: 'Karibu' } } }),
      msg('3', 'in', { kind: 'interactive', id: 'shop', title: 'Browse products' }),
      msg('4', 'in', { kind: 'interactive', id: 'shop', title: '' }),
      msg('5', 'out', { kind: 'text', text: 'Asha here' }),
      msg('6', 'out', { kind: 'media', media: 'document', link: 'https://x/a.pdf', caption: 'Price list' }),
      msg('7', 'out', { kind: 'location', latitude: -6.8, longitude: 39.2, name: 'Duka' }),
      msg('8', 'out', { kind: 'contacts', contacts: [] }),
    ]);
    expect(entries).toEqual([
      { key: '1', from: 'me', text: 'Hello' },
      { key: '2', from: 'bot', action: { send_message: { text: 'Karibu' } } },
      { key: '3', from: 'me', text: 'Browse products' },
      { key: '5', from: 'bot', action: { send_message: { text: 'Asha here' } } },
      { key: '6', from: 'bot', action: { send_documents: [{ link: 'https://x/a.pdf', caption: 'Price list' }] } },
      { key: '7', from: 'bot', action: { send_locations: [{ latitude: -6.8, longitude: 39.2, name: 'Duka' }] } },
    ]);
  });

  it('polls add only outbound messages, and none twice', () => {
    const shown = entriesFromReply({ actions: [{ send_message: { text: 'Hi' } }], response: [{ id: 'a' }] }, 'local');
    const polled = entriesFromPoll([
      msg('x', 'in', { kind: 'text', text: 'Hello' }),
      msg('a', 'out', { kind: 'text', text: 'Hi' }),
      msg('b', 'out', { kind: 'text', text: 'Order confirmed' }),
    ]);
    const merged = mergeEntries(shown, polled);
    expect(merged.map((e) => e.key)).toEqual(['a', 'b']);
    expect(mergeEntries(merged, polled)).toBe(merged);
  });

  it('keys reply actions by their stored ids, or locally when missing', () => {
    expect(
      entriesFromReply(
        { actions: [{ send_message: { text: 'a' } }, { send_message: { text: 'b' } }], response: [{ id: 'r1' }] },
        'm1',
      ).map((e) => e.key),
    ).toEqual(['r1', 'm1:1']);
  });

  it('formats and bounds dates and inserts them at the caret', () => {
    expect(isoToDmy('2026-03-07')).toBe('07/03/2026');
    expect(isoToDmy('07/03/2026')).toBeNull();
    expect(dateAllowed('2026-03-07', '2026-03-01', '2026-03-31')).toBe(true);
    expect(dateAllowed('2026-02-28', '2026-03-01', null)).toBe(false);
    expect(dateAllowed('2026-04-01', null, '2026-03-31')).toBe(false);
    expect(dateAllowed('', null, null)).toBe(false);
    expect(insertAtCaret('Deliver on', 10, 10, '07/03/2026')).toEqual({ text: 'Deliver on 07/03/2026', caret: 21 });
    expect(insertAtCaret('', 0, 0, '07/03/2026')).toEqual({ text: '07/03/2026', caret: 10 });
    expect(insertAtCaret('on X please', 3, 4, '07/03/2026')).toEqual({ text: 'on 07/03/2026 please', caret: 13 });
  });
});
