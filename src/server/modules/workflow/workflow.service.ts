import { eq } from 'drizzle-orm';
import type { WorkflowInput } from '../../../lib/order-schemas.ts';
import { DEFAULT_WORKFLOW } from '../../../lib/order-statuses.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderWorkflows, type WorkflowTransition } from '../../db/schema/orders.ts';
import { badRequest } from '../../http/errors.ts';
import type { ReasonKey } from '../../http/messages/reasons.ts';

export type Workflow = { statuses: string[]; transitions: WorkflowTransition[] };

/** A shop that never saved its workflow uses the default of the spec. */
export async function getWorkflow(db: Db | Tx, shopId: string): Promise<Workflow> {
  const [row] = await db.select().from(orderWorkflows).where(eq(orderWorkflows.shopId, shopId));
  return row ? { statuses: row.statuses, transitions: row.transitions } : DEFAULT_WORKFLOW;
}

export const findTransition = (w: Workflow, from: string, to: string) =>
  w.transitions.find((t) => t.from === from && t.to === to && w.statuses.includes(from) && w.statuses.includes(to));

export const nextStatuses = (w: Workflow, from: string) =>
  w.transitions.filter((t) => t.from === from && findTransition(w, from, t.to)).map((t) => t.to);

// A refusal names its reason by key, with the step it is about: the message gives both in the
// reader's language.
type Refusal = { reason: ReasonKey } & Record<string, string>;

function check(input: WorkflowInput): Refusal | null {
  const used = new Set(input.statuses);
  if (used.size !== input.statuses.length) return { reason: 'workflow_status_twice' };
  if (!used.has('pending')) return { reason: 'workflow_start_unused', status: 'pending' };
  const seen = new Set<string>();
  for (const t of input.transitions) {
    const step = { from: t.from, to: t.to };
    if (!used.has(t.from) || !used.has(t.to)) return { reason: 'workflow_status_unused', ...step };
    if (t.from === t.to) return { reason: 'workflow_goes_nowhere', ...step };
    // Stock is given back on cancel; reopening would need it taken again, which a status change cannot promise.
    if (t.from === 'cancelled') return { reason: 'workflow_cancelled_final' };
    if (seen.has(`${t.from}>${t.to}`)) return { reason: 'workflow_step_twice', ...step };
    seen.add(`${t.from}>${t.to}`);
    if (t.notify && (!t.message.en || !t.message.sw)) return { reason: 'workflow_message_missing', ...step };
  }
  return null;
}

export async function saveWorkflow(db: Db, shopId: string, input: WorkflowInput): Promise<Workflow> {
  const refusal = check(input);
  if (refusal) throw badRequest('workflow_invalid', refusal, 'transitions');
  const values = { statuses: input.statuses, transitions: input.transitions, updatedAt: new Date() };
  await db
    .insert(orderWorkflows)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: orderWorkflows.shopId, set: values });
  return getWorkflow(db, shopId);
}
