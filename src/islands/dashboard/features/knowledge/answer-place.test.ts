import { describe, expect, it } from 'vitest';
import { placeAnswers } from '../../lib/knowledge-answer-place.ts';
import { whenText } from './when-text.ts';

// Where the inbox puts "Answered from …" (under the bot's reply to the question), and how the
// knowledge screen says when something was read (relative, then the date in Tanzania's time).

const answer = (message_id: string, found: boolean) => ({
  message_id,
  question: 'q',
  passage: found
    ? {
        passage_id: '0190d1a0-0000-7000-8000-000000000001',
        source_id: '0190d1a0-0000-7000-8000-000000000002',
        source_title: 'Delivery',
        source_kind: 'pdf' as const,
        location: 'page 2',
        text: 't',
        score: 0.5,
      }
    : null,
  phrased: false,
  at: '2026-11-27T10:00:00.000Z',
});
const msg = (id: string, author: 'customer' | 'bot' | 'agent') => ({
  id,
  author,
  direction: author === 'customer' ? 'in' : 'out',
});

describe('placeAnswers', () => {
  it('puts a note under the bot reply after the question, or under the question when none came', () => {
    const placed = placeAnswers(
      [
        msg('q1', 'customer'),
        msg('b1', 'bot'),
        msg('b2', 'bot'),
        msg('q2', 'customer'),
        msg('q3', 'customer'),
        msg('a1', 'agent'),
      ],
      [answer('q1', true), answer('q2', false), answer('q3', false)],
    );
    expect([...placed.keys()]).toEqual(['b1', 'q2', 'q3']);
    expect(placed.get('b1')!.passage!.source_title).toBe('Delivery');
  });

  it('puts nothing where no knowledge answered', () => {
    expect(placeAnswers([msg('q1', 'customer'), msg('b1', 'bot')], []).size).toBe(0);
  });
});

describe('whenText', () => {
  const words = {
    justNow: 'just now',
    minutesAgo: (n: number) => `${n} min ago`,
    hoursAgo: (n: number) => `${n} h ago`,
    yesterdayAt: (time: string) => `yesterday at ${time}`,
    dateAt: (date: string, time: string) => `${date} at ${time}`,
  };
  const now = new Date('2026-11-27T09:00:00.000Z'); // 12:00 EAT
  it('says minutes and hours today, yesterday with the clock, then the date, in EAT', () => {
    expect(whenText('2026-11-27T08:59:30.000Z', now, words, 'en')).toBe('just now');
    expect(whenText('2026-11-27T08:55:00.000Z', now, words, 'en')).toBe('5 min ago');
    expect(whenText('2026-11-26T21:30:00.000Z', now, words, 'en')).toBe('11 h ago'); // 00:30 EAT today
    expect(whenText('2026-11-26T20:30:00.000Z', now, words, 'en')).toBe('yesterday at 23:30');
    expect(whenText('2026-11-20T06:05:00.000Z', now, words, 'en')).toBe('20 Nov at 09:05');
    expect(whenText('2025-11-20T06:05:00.000Z', now, words, 'en')).toBe('20 Nov 2025 at 09:05');
  });
});
