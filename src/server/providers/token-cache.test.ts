import { describe, expect, it } from 'vitest';
import { TokenCache } from './token-cache.ts';

describe('TokenCache', () => {
  it('gives a token back until a minute before it expires, then forgets it', () => {
    const cache = new TokenCache();
    cache.set('k', 'tok', 10 * 60_000);
    expect(cache.get('k', 0)).toBe('tok');
    expect(cache.get('k', 9 * 60_000 - 1)).toBe('tok');
    expect(cache.get('k', 9 * 60_000)).toBeNull();
    expect(cache.get('k', 0)).toBeNull();
  });

  it('keys by provider, host and credentials, so new keys never get an old token', () => {
    const a = TokenCache.key('clickpesa', 'https://api', 'id', 'key-1');
    expect(TokenCache.key('clickpesa', 'https://api', 'id', 'key-1')).toBe(a);
    expect(TokenCache.key('clickpesa', 'https://api', 'id', 'key-2')).not.toBe(a);
    expect(TokenCache.key('clickpesa', 'http://fake', 'id', 'key-1')).not.toBe(a);
    // The separator keeps ('ab','c') and ('a','bc') apart.
    expect(TokenCache.key('p', 'u', 'ab', 'c')).not.toBe(TokenCache.key('p', 'u', 'a', 'bc'));
    const cache = new TokenCache();
    cache.set(a, 'tok', Date.now() + 3600_000);
    cache.forget(a);
    expect(cache.get(a, Date.now())).toBeNull();
  });
});
