import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { kycDocuments, kycProfiles, kycRequirements } from '../../db/schema/compliance.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import type { ComplianceDto } from '../../../lib/contracts/compliance.ts';
import { computeLevel, effectiveState } from '../../../lib/kyc-level.ts';
import {
  levelOneRequirements,
  levelTwoRequirements,
  requirementsFor,
  type BusinessType,
  type KycRequirement,
} from '../../../lib/kyc-requirements.ts';
import {
  checkRequirementFields,
  expiryOf,
  kycToday,
  normalizeFields,
  type FieldValues,
} from '../../../lib/kyc-validation.ts';
import {
  businessTypeOf,
  documentsOf,
  eventDto,
  lockRequirement,
  openForChange,
  requirementDto,
  requirementRowsOf,
  setState,
  shopRequirement,
  timelineOf,
  verdictsSince,
  type KycActor,
} from './kyc-rows.ts';

// The shop's side of KYC (issue 29): what it has given and where it stands, its fields saved (each
// checked as it is saved), and its requirements sent for review once complete.

const NOTICE_DAYS = 30;

/** Everything the compliance screen shows, computed from the rows and today (EAT). */
export async function complianceView(db: Db, shopId: string, now: Date = new Date()): Promise<ComplianceDto> {
  const [businessType, rows, documents, timeline, notices] = await Promise.all([
    businessTypeOf(db, shopId),
    requirementRowsOf(db, shopId),
    documentsOf(db, shopId),
    timelineOf(db, shopId),
    verdictsSince(db, shopId, new Date(now.getTime() - NOTICE_DAYS * 86_400_000)),
  ]);
  const today = kycToday(now);
  const byKey = new Map(rows.map((r) => [r.requirementKey, r]));
  const requirements = requirementsFor(businessType).map((r) => requirementDto(r, byKey.get(r.key), documents, today));
  const states = new Map(requirements.map((r) => [r.key, r.state]));
  const { level, missing } = computeLevel((key) => states.get(key) ?? 'not_started', businessType);
  return {
    level,
    business_type: businessType,
    missing,
    requirements,
    timeline: timeline.map((e) => eventDto(e, false)),
    notices: notices.map((e) => eventDto(e, false)),
  };
}

export async function setBusinessType(db: Db, shopId: string, type: BusinessType): Promise<ComplianceDto> {
  await db
    .insert(kycProfiles)
    .values({ shopId, businessType: type })
    .onConflictDoUpdate({ target: kycProfiles.shopId, set: { businessType: type, updatedAt: new Date() } });
  return complianceView(db, shopId);
}

/** The first refusal of the fields as a 400 naming the field (`prefix.` for a level's submission). */
function refuse(requirement: KycRequirement, values: FieldValues, today: string, complete: boolean, prefix = '') {
  const [error] = checkRequirementFields(requirement, values, today, complete);
  if (error) throw badRequest(error.code as MessageKey, {}, `${prefix}${error.field}`);
}

/**
 * Saves a requirement's fields as the shop typed them (a draft may be half filled; what it holds
 * must be right). Keys the requirement does not have are refused; nothing is written on a refusal.
 */
export async function saveRequirementFields(
  db: Db,
  shopId: string,
  actor: KycActor,
  key: string,
  fields: FieldValues,
  now: Date = new Date(),
): Promise<ComplianceDto> {
  const requirement = await shopRequirement(db, shopId, key);
  const unknown = Object.keys(fields).find((k) => !requirement.fields.some((f) => f.key === k));
  if (unknown) throw badRequest('unknown_field', { field: `fields.${unknown}` }, `fields.${unknown}`);
  const today = kycToday(now);
  refuse(requirement, fields, today, false, 'fields.');
  const values = normalizeFields(requirement, fields);
  await db.transaction(async (tx) => {
    const row = await lockRequirement(tx, shopId, key);
    await openForChange(tx, row, actor, now, today);
    await tx
      .update(kycRequirements)
      .set({ fields: values, expiresOn: expiryOf(requirement, values), updatedAt: now })
      .where(and(eq(kycRequirements.shopId, shopId), eq(kycRequirements.requirementKey, key)));
  });
  return complianceView(db, shopId, now);
}

/** Refuses a requirement that is not complete: a field missing or wrong, a document slot empty. */
async function checkComplete(
  tx: Tx,
  requirement: KycRequirement,
  fields: FieldValues,
  shopId: string,
  today: string,
  prefix: string,
) {
  refuse(requirement, fields, today, true, prefix);
  const documents = await tx
    .select({ slot: kycDocuments.slot })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.shopId, shopId), eq(kycDocuments.requirementKey, requirement.key)));
  const empty = requirement.documents.find((slot) => !documents.some((d) => d.slot === slot.key));
  if (empty) throw badRequest('kyc_document_missing', {}, `${prefix}${empty.key}`);
}

async function submitIn(
  tx: Tx,
  shopId: string,
  actor: KycActor,
  requirement: KycRequirement,
  now: Date,
  prefix: string,
) {
  const today = kycToday(now);
  const row = await lockRequirement(tx, shopId, requirement.key);
  await openForChange(tx, row, actor, now, today);
  await checkComplete(tx, requirement, row.fields, shopId, today, prefix);
  await setState(tx, row, 'submitted', actor, now, { reason: null, submittedAt: now, decidedAt: null });
}

/** Sends one complete requirement for review. */
export async function submitRequirement(
  db: Db,
  shopId: string,
  actor: KycActor,
  key: string,
  now: Date = new Date(),
): Promise<ComplianceDto> {
  const requirement = await shopRequirement(db, shopId, key);
  await db.transaction((tx) => submitIn(tx, shopId, actor, requirement, now, ''));
  return complianceView(db, shopId, now);
}

/**
 * Sends every requirement of a level that is not yet under review or verified, all or none: the
 * first incomplete one refuses the whole submission (its field named `<requirement>.<field>`).
 */
export async function submitLevel(
  db: Db,
  shopId: string,
  actor: KycActor,
  level: 1 | 2,
  now: Date = new Date(),
): Promise<ComplianceDto> {
  const today = kycToday(now);
  const type = await businessTypeOf(db, shopId);
  if (level === 2 && !type) throw badRequest('kyc_business_type_required', {}, 'business_type');
  const requirements = level === 1 ? levelOneRequirements() : levelTwoRequirements(type);
  const rows = new Map((await requirementRowsOf(db, shopId)).map((r) => [r.requirementKey, r]));
  const open = requirements.filter((r) => {
    const row = rows.get(r.key);
    const state = row ? effectiveState(row.state, row.expiresOn, today) : 'not_started';
    return state === 'not_started' || state === 'rejected' || state === 'expired' || state === 'expiring';
  });
  if (open.length === 0) throw new AppError(409, 'kyc_nothing_to_submit');
  await db.transaction(async (tx) => {
    for (const requirement of open) await submitIn(tx, shopId, actor, requirement, now, `${requirement.key}.`);
  });
  return complianceView(db, shopId, now);
}
