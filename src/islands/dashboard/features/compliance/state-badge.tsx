import type { RequirementState } from '../../../../lib/kyc-level.ts';
import type { ComplianceT } from './use-compliance-t.ts';

const LOOK: Record<RequirementState, string> = {
  not_started: 'bg-slate-100 text-slate-700',
  submitted: 'bg-sky-100 text-sky-800',
  verified: 'bg-emerald-100 text-emerald-800',
  rejected: 'bg-red-100 text-red-800',
  expiring: 'bg-amber-100 text-amber-800',
  expired: 'bg-red-100 text-red-800',
};

/** A requirement's state in words (the colour only repeats them). */
export function StateBadge({ state, t }: { state: RequirementState; t: ComplianceT }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${LOOK[state]}`}>
      {t(`state_${state}`)}
    </span>
  );
}
