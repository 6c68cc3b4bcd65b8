import { describe, expect, it } from 'vitest';
import type { User } from '../db/schema/accounts.ts';
import type { Membership } from './context.ts';
import { readCookie } from './session.ts';
import { SessionCache } from './session-cache.ts';

const user = (id: string) => ({ id }) as User;
const member = (shopId: string) => ({ shop: { id: shopId } }) as Membership;

describe('session cache', () => {
  it('serves an entry for 5 seconds, then forgets it', () => {
    const cache = new SessionCache();
    cache.set('tok', 'hash', user('u1'), null, 1_000);
    expect(cache.get('tok', 5_999)?.tokenHash).toBe('hash');
    expect(cache.get('tok', 6_000)).toBeUndefined();
  });

  it('forgets by user and by shop', () => {
    const cache = new SessionCache();
    cache.set('a', 'ha', user('u1'), member('s1'));
    cache.set('b', 'hb', user('u2'), member('s1'));
    cache.set('c', 'hc', user('u3'), member('s2'));
    cache.forgetUser('u3');
    expect(cache.get('c')).toBeUndefined();
    cache.forgetShop('s1');
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });
});

describe('readCookie', () => {
  it.each([
    ['sid=abc', 'abc'],
    ['signed_in=1; sid=abc; x=y', 'abc'],
    ['xsid=no; sid=yes', 'yes'],
    ['xsid=no', undefined],
    ['sid=', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(readCookie(header, 'sid')).toBe(expected);
  });
});
