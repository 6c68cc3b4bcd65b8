import type { PaymentStatus } from '../../../../lib/mobile-money.ts';

// What the simulated phone did with each sandbox push, by the push's provider reference: the
// sandbox's "provider side". The phone page also settles the payment at once through the same
// path as an authentic callback, so this only matters when that settling failed halfway: the
// sweeper's status query then reads the decision from here. In-process on purpose (the sandbox
// is a demo aid with nothing to persist); a restart forgets it and the payment simply expires.
export type SandboxDecision = { status: Exclude<PaymentStatus, 'pending'>; reason: string | null };

const MAX_KEPT = 10_000;
const decisions = new Map<string, SandboxDecision>();

export function recordDecision(providerRef: string, decision: SandboxDecision): void {
  if (decisions.size >= MAX_KEPT) decisions.delete(decisions.keys().next().value!);
  decisions.set(providerRef, decision);
}

export const decisionOf = (providerRef: string): SandboxDecision | null => decisions.get(providerRef) ?? null;
