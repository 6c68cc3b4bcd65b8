import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact-schema.ts';
import { isBotSubmission, validateContact } from './contact.ts';

const good = {
  name: 'Asha Juma',
  email: 'Asha@Example.co.tz',
  phone: '0754 123 456',
  message: 'Ningependa kujua zaidi kuhusu bei.',
};

describe('contact rules', () => {
  it('accepts a good message and normalises email and phone', () => {
    expect(validateContact(good)).toEqual({
      ok: true,
      value: { ...good, email: 'asha@example.co.tz', phone: '+255754123456' },
    });
  });

  it.each([
    [{ name: 'A' }, 'name', 'nameLength'],
    [{ name: 'x'.repeat(101) }, 'name', 'nameLength'],
    [{ email: 'asha@' }, 'email', 'emailInvalid'],
    [{ email: 'asha example@x.com' }, 'email', 'emailInvalid'],
    [{ phone: '12345' }, 'phone', 'phoneInvalid'],
    [{ phone: '' }, 'phone', 'phoneInvalid'],
    [{ message: 'short' }, 'message', 'messageLength'],
    [{ message: 'x'.repeat(2001) }, 'message', 'messageLength'],
  ])('refuses %j', (patch, field, key) => {
    const result = validateContact({ ...good, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: key });
  });

  it('accepts the bounds themselves and international numbers', () => {
    expect(validateContact({ ...good, name: 'Al', message: 'x'.repeat(10) }).ok).toBe(true);
    expect(validateContact({ ...good, name: 'x'.repeat(100), message: 'x'.repeat(2000) }).ok).toBe(true);
    expect(validateContact({ ...good, phone: '+254 712 345 678' }).ok).toBe(true);
  });

  it('spots the honeypot', () => {
    expect(isBotSubmission({ website: 'http://spam.example' })).toBe(true);
    expect(isBotSubmission({ website: '' })).toBe(false);
    expect(isBotSubmission({})).toBe(false);
  });

  it('the API schema applies the same rules with catalogue messages', () => {
    expect(contactSchema.parse(good).phone).toBe('+255754123456');
    const bad = contactSchema.safeParse({ ...good, phone: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('invalid_phone');
    expect(contactSchema.safeParse({ ...good, email: 'nope' }).error?.issues[0]?.message).toBe('invalid_email');
    expect(contactSchema.safeParse({ ...good, extra: 1 }).success).toBe(false);
  });
});
