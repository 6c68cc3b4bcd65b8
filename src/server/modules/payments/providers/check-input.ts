// What an adapter refuses before it sends anything: these are the caller's mistakes (the flow
// validates what a person typed with its own schemas), so they throw instead of becoming a
// provider outcome, and no request leaves.
import type { Network } from '../../../../lib/mobile-money.ts';

export class InvalidPaymentInput extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
    this.name = 'InvalidPaymentInput';
  }
}

/**
 * ASCII letters and digits, at most 50: the narrowest of the providers' reference fields
 * (ClickPesa's orderReference is alphanumeric, Pesapal's id at most 50), so one reference fits all.
 */
const REFERENCE = /^[A-Za-z0-9]{1,50}$/;
const TZ_MOBILE = /^\+255[67]\d{8}$/;

export function checkMoneyInput(
  input: { reference: string; amount: number; phone: string; network: Network },
  networks: readonly Network[],
  provider: string,
): void {
  if (!REFERENCE.test(input.reference))
    throw new InvalidPaymentInput('reference', 'expected 1 to 50 ASCII letters or digits');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new InvalidPaymentInput('amount', 'expected a positive whole number of shillings');
  if (!TZ_MOBILE.test(input.phone)) throw new InvalidPaymentInput('phone', 'expected a Tanzanian mobile number +255…');
  if (!networks.includes(input.network))
    throw new InvalidPaymentInput('network', `${provider} does not collect from ${input.network}`);
}

/** +255754123456 → 255754123456, the form every Tanzanian aggregator takes. */
export const msisdn = (e164: string) => e164.replace(/^\+/, '');

export { secretValues } from '../../../providers/registry.ts';

/** The credential `name`, or a thrown InvalidPaymentInput naming the missing field. */
export function credential(credentials: Readonly<Record<string, string>>, name: string): string {
  const v = credentials[name];
  if (!v) throw new InvalidPaymentInput(`credentials.${name}`, 'missing');
  return v;
}

/** Every required credential is there (else InvalidPaymentInput), checked before the first request. */
export function checkCredentials(
  credentials: Readonly<Record<string, string>>,
  fields: readonly { name: string; required: boolean }[],
): void {
  for (const f of fields) if (f.required) credential(credentials, f.name);
}
