import { z } from 'zod';
import { CONTACT_LIMITS, isValidEmail } from './contact.ts';
import { normalizePhone } from './phone.ts';

// The contact form's request body as the API validates it: the same rules as the browser
// (lib/contact.ts), with messages that are keys of the server's catalogue. Kept apart from
// contact.ts so that zod never ships to the browser with the form.
export const contactSchema = z.strictObject({
  name: z.string().trim().min(CONTACT_LIMITS.nameMin).max(CONTACT_LIMITS.nameMax),
  email: z.string().trim().toLowerCase().refine(isValidEmail, 'invalid_email'),
  phone: z
    .string()
    .max(40)
    .transform((value, ctx) => {
      const e164 = normalizePhone(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
        return z.NEVER;
      }
      return e164;
    }),
  message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.messageMax),
  // Honeypot: any value marks a bot (see contact.service.ts).
  website: z.string().max(500).optional(),
  lang: z.enum(['en', 'sw']).optional(),
});

export type ContactRequest = z.infer<typeof contactSchema>;
