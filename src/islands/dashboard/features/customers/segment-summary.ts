import type { SegmentRule } from '../../../../lib/customer-schemas.ts';
import type { CustomersT } from './use-customers-t.ts';

/** A segment's conditions in words: "All conditions: Total spent (TZS) at least 100000 · Location equal to Arusha". */
export function segmentSummary(rule: SegmentRule, t: CustomersT): string {
  const parts = rule.criteria.map((c) => `${t(`crit_${c.field}`)} ${t(`op_${c.operator}`)} ${c.value}`);
  return `${t(`match_${rule.match}`)}: ${parts.join(rule.match === 'all' ? ' · ' : ' / ')}`;
}
