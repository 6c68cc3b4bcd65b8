import { describe, expect, it } from 'vitest';
import { can, isAdmin, normalizePermissions } from './permissions.ts';
import { normalizePhone } from './phone.ts';
import { waDigits } from './wa-digits.ts';

describe('permissions (spec 3 and 6)', () => {
  it('gives an admin every action on every resource', () => {
    expect(isAdmin({ is_admin: true })).toBe(true);
    expect(can({ is_admin: true }, 'transactions', 'delete')).toBe(true);
  });

  it('gives anyone else exactly the listed pairs, with single or listed actions', () => {
    const perms = [
      { resource: 'orders' as const, action: 'read' as const },
      { resource: 'product' as const, action: ['read' as const, 'update' as const] },
    ];
    expect(can(perms, 'orders', 'read')).toBe(true);
    expect(can(perms, 'orders', 'create')).toBe(false);
    expect(can(perms, 'product', 'update')).toBe(true);
    expect(can(perms, 'customers', 'read')).toBe(false);
    expect(can([], 'orders', 'read')).toBe(false);
    expect(can(null, 'orders', 'read')).toBe(false);
  });

  it('normalises to one entry per resource with ordered actions', () => {
    expect(
      normalizePermissions([
        { resource: 'orders', action: 'update' },
        { resource: 'product', action: 'read' },
        { resource: 'orders', action: ['read', 'update'] },
      ]),
    ).toEqual([
      { resource: 'product', action: ['read'] },
      { resource: 'orders', action: ['read', 'update'] },
    ]);
  });
});

describe('phone numbers (protocols.md §4)', () => {
  it.each([
    ['0754123456', '+255754123456'],
    ['0754 123 456', '+255754123456'],
    ['+255 712 345 678', '+255712345678'],
    ['07541234', null],
    ['00255754123456', '+255754123456'],
    ['255754123456', '+255754123456'],
    ['0754abc456', null],
    ['+254712345678', '+254712345678'],
    ['12345', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('gives wa.me digits without the plus', () => {
    expect(waDigits('+255754123456')).toBe('255754123456');
  });
});
