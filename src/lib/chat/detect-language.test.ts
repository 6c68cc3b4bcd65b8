import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detecting the language a customer writes in', () => {
  it('knows Swahili and English greetings and questions', () => {
    for (const text of [
      'Habari',
      'habari yako',
      'Mambo vipi?',
      'Bei gani?',
      'Nataka kununua kanga',
      'Asante sana',
      'Shikamoo mama',
    ])
      expect(detectLanguage(text), text).toBe('sw');
    for (const text of ['Hello', 'Hi there', 'How much is this?', 'I want to order', 'Thank you', 'Good morning'])
      expect(detectLanguage(text), text).toBe('en');
  });

  it('decides nothing from a message with no telling word', () => {
    for (const text of ['ok', '👍', 'menu', '2', 'Kanga', '', 'Asha']) expect(detectLanguage(text), text).toBeNull();
  });
});
