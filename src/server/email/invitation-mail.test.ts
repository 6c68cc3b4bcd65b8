import { describe, expect, it } from 'vitest';
import { invitationMail } from './templates.ts';

const link = 'https://duka.chat/invite/abc';
// A word said twice in a row ("duka la Duka la …") or our "duka la" before a name that has it.
const doubled = /\b(\p{L}+)\s+\1\b/iu;

describe('invitation mail', () => {
  it('in Swahili, names a "Duka la …" shop once, without a second "duka la"', () => {
    const mail = invitationMail('sw', 'Duka la Mama Asha', 'Asha Juma', link);
    expect(mail.subject).toBe('Asha Juma amekualika ujiunge na Duka la Mama Asha kwenye Duka Chat');
    expect(mail.text).toContain('Asha Juma amekualika ujiunge na timu ya Duka la Mama Asha kwenye Duka Chat.');
    expect(mail.text).toContain('Kubali mwaliko ndani ya siku 7');
    expect(mail.text).toContain(link);
    for (const part of [mail.subject, mail.text]) {
      expect(part).not.toMatch(/duka la duka/i);
      expect(part).not.toMatch(doubled);
    }
  });

  it('in English, says the same in English', () => {
    const mail = invitationMail('en', 'Duka la Mama Asha', 'Asha Juma', link);
    expect(mail.subject).toBe('Asha Juma invited you to join Duka la Mama Asha on Duka Chat');
    expect(mail.text).toContain('Asha Juma has invited you to join the team of Duka la Mama Asha on Duka Chat.');
    expect(mail.text).toContain('Accept the invitation within 7 days');
    expect(mail.text).toContain(link);
    for (const part of [mail.subject, mail.text]) {
      expect(part).not.toMatch(/duka la duka|shop shop/i);
      expect(part).not.toMatch(doubled);
      // No Swahili left in the English mail.
      expect(part).not.toMatch(/\b(amekualika|Habari|Kubali|mwaliko)\b/);
    }
  });

  it('reads well for a shop without "Duka" in its name too', () => {
    for (const lang of ['en', 'sw'] as const) {
      const mail = invitationMail(lang, 'Asha Fashion', 'Juma', link);
      expect(mail.text).toContain('Asha Fashion');
      expect(mail.text).not.toMatch(doubled);
    }
  });
});
