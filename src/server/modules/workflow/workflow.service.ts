import { eq } from 'drizzle-orm';
import type { WorkflowInput } from '../../../lib/order-schemas.ts';
import { DEFAULT_WORKFLOW } from '../../../lib/order-statuses.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderWorkflows, type WorkflowTransition } from '../../db/schema/orders.ts';
import { badRequest } from '../../http/errors.ts';

export type Workflow = { statuses: string[]; transitions: WorkflowTransition[] };

/** A shop that never saved its workflow uses the default of the spec. */
export async function getWorkflow(db: Db | Tx, shopId: string): Promise<Workflow> {
  const [row] = await db.select().from(orderWorkflows).where(eq(orderWorkflows.shopId, shopId));
  return row ? { statuses: row.statuses, transitions: row.transitions } : DEFAULT_WORKFLOW;
}

export const findTransition = (w: Workflow, from: string, to: string) =>
  w.transitions.find((t) => t.from === from && t.to === to && w.statuses.includes(from) && w.statuses.includes(to));

export const nextStatuses = (w: Workflow, from: string) => w.transitions.filter((t) => t.from === from && findTransition(w, from, t.to)).map((t) => t.to);

function check(input: WorkflowInput): string | null {
  const used = new Set(input.statuses);
  if (used.size !== input.statuses.length) return 'a status is listed twice';
  if (!used.has('pending')) return 'new orders start as pending, so pending must be used';
  const seen = new Set<string>();
  for (const t of input.transitions) {
    if (!used.has(t.from) || !used.has(t.to)) return `${t.from} → ${t.to} uses a status that is not used`;
    if (t.from === t.to) return `${t.from} → ${t.to} goes nowhere`;
    // Stock is given back on cancel; reopening would need it taken again, which a status change cannot promise.
    if (t.from === 'cancelled') return 'a cancelled order cannot move on';
    if (seen.has(`${t.from}>${t.to}`)) return `${t.from} → ${t.to} is listed twice`;
    seen.add(`${t.from}>${t.to}`);
    if (t.notify && (!t.message.en || !t.message.sw)) return `${t.from} → ${t.to} sends a message, so it needs its English and Swahili text`;
  }
  return null;
}

export async function saveWorkflow(db: Db, shopId: string, input: WorkflowInput): Promise<Workflow> {
  const reason = check(input);
  if (reason) throw badRequest('workflow_invalid', { reason }, 'transitions');
  const values = { statuses: input.statuses, transitions: input.transitions, updatedAt: new Date() };
  await db.insert(orderWorkflows).values({ shopId, ...values }).onConflictDoUpdate({ target: orderWorkflows.shopId, set: values });
  return getWorkflow(db, shopId);
}
