import type { ContactRequest } from '../../../lib/contact-schema.ts';
import { isBotSubmission } from '../../../lib/contact.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import { AppError } from '../../http/errors.ts';
import { hit } from '../rate-limit/index.ts';

// A person rarely writes more than a couple of messages; a script hammering the form gets 429.
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const CONTACT_MAX_PER_WINDOW = 5;

/**
 * Stores one message. Honeypot hits count against the address like real messages and get the
 * same answer, so a bot learns nothing, but nothing is stored.
 */
export async function submitContactMessage(db: Db, input: ContactRequest, ip: string): Promise<{ stored: boolean }> {
  const counter = await hit(db, `contact:address:${ip}`, CONTACT_WINDOW_MS);
  if (counter.count > CONTACT_MAX_PER_WINDOW) {
    throw new AppError(429, 'too_many_requests', {
      seconds: Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000)),
    });
  }
  if (isBotSubmission(input)) return { stored: false };
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.message,
    language: input.lang ?? 'en',
  });
  return { stored: true };
}
