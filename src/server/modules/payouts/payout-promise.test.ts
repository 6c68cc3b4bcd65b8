import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_NAMES } from '../../../lib/payment-account-schemas.ts';
import { BANK_PAYOUT_PROVIDERS, PAYOUT_PROVIDERS } from '../../../lib/payout-schemas.ts';
import { paymentProviders, type LinkableProviderId } from '../payments/providers/index.ts';

// Issue 25: the site promised payouts "to your bank account or mobile wallet" for every provider
// we link, while only some adapters pay out. The promise now names which providers pay out where;
// this ties those names to the adapters, so an adapter that gains or loses payouts fails here
// until the site says so.

const linkable = Object.keys(paymentProviders) as LinkableProviderId[];
const paying = linkable.filter((id) => paymentProviders[id].startPayout && paymentProviders[id].queryPayout);
const banking = linkable.filter((id) => paymentProviders[id].startBankPayout);

/** The sentence of a content file that promises payouts (home: `payout:`, pricing: the Payouts fee). */
function promise(file: string, pattern: RegExp): string {
  const text = readFileSync(new URL(`../../../content/${file}`, import.meta.url), 'utf8');
  const found = pattern.exec(text);
  expect(found, `${file}: ${pattern}`).not.toBeNull();
  return found![1]!;
}

describe("the site's promise of payouts", () => {
  it('PAYOUT_PROVIDERS and BANK_PAYOUT_PROVIDERS are the adapters that pay out', () => {
    expect([...PAYOUT_PROVIDERS].sort()).toEqual(paying.sort());
    expect([...BANK_PAYOUT_PROVIDERS].sort()).toEqual(banking.sort());
  });

  for (const [file, pattern] of [
    ['en/home.yaml', /^ {2}payout: (.+)$/m],
    ['sw/home.yaml', /^ {2}payout: (.+)$/m],
    ['en/pricing.yaml', /title: Payouts\n\s+text: (.+)$/m],
    ['sw/pricing.yaml', /title: Kutoa pesa\n\s+text: (.+)$/m],
  ] as const)
    it(`${file} names who pays out to a wallet, to a bank, and who pays out elsewhere`, () => {
      const text = promise(file, pattern);
      const sentences = text.split(/(?<=\.)\s+/);
      // The first sentence: wallets through the paying providers, banks through the banking ones.
      for (const id of paying) expect(sentences[0]).toContain(PROVIDER_NAMES[id]);
      const bankPart = sentences[0]!.slice(sentences[0]!.search(/bank|benki/));
      for (const id of banking) expect(bankPart).toContain(PROVIDER_NAMES[id]);
      for (const id of paying.filter((p) => !banking.includes(p))) expect(bankPart).not.toContain(PROVIDER_NAMES[id]);
      // Every other linkable provider is named as paying out from its own dashboard.
      const elsewhere = sentences.slice(1).join(' ');
      for (const id of linkable.filter((p) => !paying.includes(p))) expect(elsewhere).toContain(PROVIDER_NAMES[id]);
    });
});
