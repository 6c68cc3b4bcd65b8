import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  kycDocuments,
  kycEvents,
  kycProfiles,
  kycRequirements,
  type KycDocumentRow,
  type KycEventRow,
  type KycRequirementRow,
} from '../../db/schema/compliance.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { effectiveState, type RequirementState, type StoredState } from '../../../lib/kyc-level.ts';
import { requirementsFor, type BusinessType, type KycRequirement } from '../../../lib/kyc-requirements.ts';
import type { KycDocumentType } from '../../../lib/kyc-document.ts';
import type { KycEventDto, KycRequirementStateDto } from '../../../lib/contracts/compliance.ts';

// The rows of the KYC tables and what every reader and writer of them shares: the shop's
// requirement set, a requirement's row locked for a change, the timeline's append.

/** Who changed a requirement: the shop's owner (or admin) by name, a reviewer by email. */
export type KycActor = { kind: 'owner'; id: string; name: string } | { kind: 'operator'; id: string; email: string };

export async function businessTypeOf(db: Db | Tx, shopId: string): Promise<BusinessType | null> {
  const [row] = await db
    .select({ type: kycProfiles.businessType })
    .from(kycProfiles)
    .where(eq(kycProfiles.shopId, shopId));
  return row?.type ?? null;
}

/** One of the shop's requirements (level 1, and level 2 of its business type), or 404. */
export async function shopRequirement(db: Db | Tx, shopId: string, key: string): Promise<KycRequirement> {
  const requirement = requirementsFor(await businessTypeOf(db, shopId)).find((r) => r.key === key);
  if (!requirement) throw notFound('kyc_requirement_not_found');
  return requirement;
}

/** The requirement's row, made (not started) if the shop never touched it, and locked until the transaction ends. */
export async function lockRequirement(tx: Tx, shopId: string, key: string): Promise<KycRequirementRow> {
  await tx.insert(kycRequirements).values({ shopId, requirementKey: key }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(kycRequirements)
    .where(and(eq(kycRequirements.shopId, shopId), eq(kycRequirements.requirementKey, key)))
    .for('update');
  return row!;
}

/**
 * A change by the shop may touch a requirement that is not started, rejected, or verified with its
 * document expiring or expired (a renewed licence); under review it waits for the verdict (409),
 * verified it is settled (409). Touching an expiring or expired one sends it back to not started,
 * so the new document is reviewed before it counts.
 */
export async function openForChange(
  tx: Tx,
  row: KycRequirementRow,
  actor: KycActor,
  now: Date,
  today: string,
): Promise<void> {
  const state = effectiveState(row.state, row.expiresOn, today);
  if (state === 'submitted') throw new AppError(409, 'kyc_under_review');
  if (state === 'verified') throw new AppError(409, 'kyc_already_verified');
  if (row.state === 'verified') {
    await setState(tx, row, 'not_started', actor, now, { reason: null });
  }
}

/** Moves a requirement to a new stored state and appends the change to the timeline. */
export async function setState(
  tx: Tx,
  row: KycRequirementRow,
  to: StoredState,
  actor: KycActor,
  now: Date,
  changes: { reason: string | null; submittedAt?: Date | null; decidedAt?: Date | null },
): Promise<void> {
  await tx
    .update(kycRequirements)
    .set({
      state: to,
      reason: changes.reason,
      ...(changes.submittedAt !== undefined ? { submittedAt: changes.submittedAt } : {}),
      ...(changes.decidedAt !== undefined ? { decidedAt: changes.decidedAt } : {}),
      updatedAt: now,
    })
    .where(and(eq(kycRequirements.shopId, row.shopId), eq(kycRequirements.requirementKey, row.requirementKey)));
  await tx.insert(kycEvents).values({
    shopId: row.shopId,
    id: timeOrderedId(),
    requirementKey: row.requirementKey,
    fromState: row.state,
    toState: to,
    actor: actor.kind,
    actorId: actor.id,
    actorName: actor.kind === 'owner' ? actor.name : actor.email,
    reason: changes.reason,
    createdAt: now,
  });
  row.state = to;
}

export async function documentsOf(db: Db | Tx, shopId: string): Promise<KycDocumentRow[]> {
  return db.select().from(kycDocuments).where(eq(kycDocuments.shopId, shopId)).orderBy(asc(kycDocuments.createdAt));
}

export async function requirementRowsOf(db: Db | Tx, shopId: string): Promise<KycRequirementRow[]> {
  return db.select().from(kycRequirements).where(eq(kycRequirements.shopId, shopId));
}

export async function timelineOf(db: Db | Tx, shopId: string, limit = 100): Promise<KycEventRow[]> {
  return db.select().from(kycEvents).where(eq(kycEvents.shopId, shopId)).orderBy(desc(kycEvents.id)).limit(limit);
}

/** The reviewers' verdicts since `since`, newest first (the compliance screen's notices). */
export async function verdictsSince(db: Db | Tx, shopId: string, since: Date): Promise<KycEventRow[]> {
  return db
    .select()
    .from(kycEvents)
    .where(
      and(
        eq(kycEvents.shopId, shopId),
        eq(kycEvents.actor, 'operator'),
        gte(kycEvents.createdAt, since),
        sql`${kycEvents.toState} in ('verified', 'rejected')`,
      ),
    )
    .orderBy(desc(kycEvents.id))
    .limit(10);
}

/** A requirement's state as both screens show it. */
export function requirementDto(
  requirement: KycRequirement,
  row: KycRequirementRow | undefined,
  documents: KycDocumentRow[],
  today: string,
): KycRequirementStateDto {
  const state: RequirementState = row ? effectiveState(row.state, row.expiresOn, today) : 'not_started';
  return {
    key: requirement.key,
    level: requirement.level,
    state,
    fields: row?.fields ?? {},
    reason: state === 'expired' ? null : (row?.reason ?? null),
    expires_on: row?.expiresOn ?? null,
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    decided_at: row?.decidedAt?.toISOString() ?? null,
    documents: documents
      .filter((d) => d.requirementKey === requirement.key && requirement.documents.some((s) => s.key === d.slot))
      .map((d) => ({
        id: d.id,
        slot: d.slot,
        content_type: d.contentType as KycDocumentType,
        byte_size: d.byteSize,
        created_at: d.createdAt.toISOString(),
      })),
  };
}

/** A timeline entry; a reviewer's address is shown to operators only (`showOperators`). */
export function eventDto(event: KycEventRow, showOperators: boolean): KycEventDto {
  return {
    id: event.id,
    requirement_key: event.requirementKey,
    from_state: event.fromState,
    to_state: event.toState,
    actor: event.actor,
    actor_name: event.actor === 'operator' && !showOperators ? null : event.actorName,
    reason: event.reason,
    created_at: event.createdAt.toISOString(),
  };
}
