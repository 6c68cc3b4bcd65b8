import { z } from 'zod';
import { normalizePhone } from './phone.ts';

/**
 * A phone a form may leave empty: '' when empty, else stored as +255… like every phone (any local
 * form is read: 0754…, 754…, +255754…), or `invalid_phone`.
 */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(40)
    .default('')
    .transform((value, ctx) => {
      if (!value) return '';
      const e164 = normalizePhone(value);
      if (!e164) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      return e164 ?? '';
    });
