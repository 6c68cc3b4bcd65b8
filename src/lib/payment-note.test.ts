import { describe, expect, it } from 'vitest';
import { paymentNoteParts } from './payment-note.ts';

describe('paymentNoteParts', () => {
  it("reads the server's note of a mobile-money payment", () => {
    expect(paymentNoteParts('sandbox mpesa SBXCD408F2A9B7E6D5C4B3A2')).toEqual({
      network: 'M-Pesa',
      reference: 'SBXCD408F2A9B7E6D5C4B3A2',
    });
    expect(paymentNoteParts('selcom airtel 2291882')).toEqual({ network: 'Airtel Money', reference: '2291882' });
  });
  it('leaves any other note alone', () => {
    expect(paymentNoteParts('Paid at the counter')).toBeNull();
    expect(paymentNoteParts('sandbox mpesa')).toBeNull();
    expect(paymentNoteParts('acme mpesa X1')).toBeNull();
  });
});
