import { randomBytes } from 'node:crypto';

/**
 * A sandbox push's or payout's reference: 128 random bits, letters and digits only (every
 * reference field takes that). It is also the key of its simulated screen's address, so it must
 * be unguessable.
 */
export const newSandboxRef = () => `SBX${randomBytes(16).toString('hex').toUpperCase()}`;

/** What a sandbox reference looks like: anything else is no sandbox page's. */
export const SANDBOX_REF = /^SBX[0-9A-F]{32}$/;
