import { describe, expect, it } from 'vitest';
import { suggestNetwork } from './mobile-money.ts';

describe('suggestNetwork', () => {
  it.each([
    ['+255754123456', 'mpesa'],
    ['+255712345678', 'mixx'],
    ['+255772345678', 'mixx'],
    ['+255682345678', 'airtel'],
    ['+255622345678', 'halopesa'],
  ])('%s → %s', (phone, network) => expect(suggestNetwork(phone)).toBe(network));

  it('suggests nothing for TTCL, a fixed line, a foreign or a malformed number', () => {
    for (const phone of ['+255732345678', '+255222345678', '+254712345678', '+25575412345', '0754123456'])
      expect(suggestNetwork(phone)).toBeNull();
  });
});
