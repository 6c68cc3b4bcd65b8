import { z } from 'zod';
import { normalizePhone } from './phone.ts';

// Shared by the API (validation at the edge) and the forms (same rules in the browser).
// Error texts are message keys; the server and the forms translate them.
export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'invalid_email' })
  .pipe(z.email({ error: 'invalid_email' }));

export const passwordSchema = z.string().min(8, { error: 'weak_password' }).max(200);

export const phoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .transform((value, ctx) => {
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return z.NEVER;
    }
    return e164;
  });

export const nameSchema = z.string().trim().min(2).max(100);
export const languageSchema = z.enum(['en', 'sw']);

export const signupSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  language: languageSchema.optional(),
});

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { error: 'required' }).max(200),
});

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export const resetPasswordSchema = z.strictObject({ token: z.string().min(10).max(200), password: passwordSchema });

export const profileSchema = z.strictObject({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  language: languageSchema.optional(),
  // Needed to change the e-mail (the way into the account: password resets go there).
  current_password: z.string().min(1).max(200).optional(),
});

export const changePasswordSchema = z.strictObject({
  current_password: z.string().min(1).max(200),
  new_password: passwordSchema,
});
