import { describe, expect, it } from 'vitest';
import { describeIssues, findTwinIssues } from '../i18n/twin-check.ts';
import { messageTwins } from './http/messages.ts';
import { botTexts, statusWords } from './chatbot/bot-texts.ts';
import { LABELS } from './whatsapp/to-cloud-payloads.ts';
import { paymentChatTexts } from './flows/payments/confirm-in-chat.ts';
import { emailChangedMail, invitationMail, resetPasswordMail } from './email/templates.ts';

// The server's own words: the API's messages (Accept-Language), the bot's replies and WhatsApp
// list labels (the conversation's language) and the mails (the person's language).
const issuesOf = (value: unknown) => describeIssues(findTwinIssues(value));

/** A mail in both languages, its parts passed as {placeholders} so that a dropped one shows. */
function mailTwins<A extends unknown[]>(
  mail: (lang: 'en' | 'sw', ...args: A) => { subject: string; text: string },
  ...args: A
) {
  return { en: mail('en', ...args), sw: mail('sw', ...args) };
}

describe('en/sw twins of the server texts', () => {
  it('API messages, field names and status names, every domain merged in', () => {
    expect(Object.keys(messageTwins.messages.en)).toContain('bot_not_found');
    expect(issuesOf(messageTwins)).toEqual([]);
  });

  it("the bot's own words and its order status words", () => {
    expect(issuesOf({ botTexts, statusWords, paymentChatTexts })).toEqual([]);
  });

  it('WhatsApp list labels', () => {
    expect(issuesOf({ LABELS })).toEqual([]);
  });

  it('mails: subject and text, with the name, link and shop in both', () => {
    const mails = {
      reset: mailTwins(resetPasswordMail, '{name}', '{link}'),
      emailChanged: mailTwins(emailChangedMail, '{name}', '{email}'),
      invitation: mailTwins(invitationMail, '{shop}', '{inviter}', '{link}'),
    };
    expect(issuesOf(mails)).toEqual([]);
  });
});
