import { desc } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { platformFeeChanges, type PlatformFeeChange } from '../../db/schema/platform-payments.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { Env } from '../../env.ts';
import { feeFromInput, parsePlatformFee, type PlatformFee, type PlatformFeeInput } from '../../../lib/platform-fee.ts';
import { recordOperatorAction, type OperatorActor } from '../operator-audit/index.ts';

// The platform fee in force: the operator's latest setting, or the configured default (PLATFORM_FEE).

export type FeeInForce = { fee: PlatformFee; source: 'operator' | 'default'; changedAt: Date | null };

const toFee = (row: PlatformFeeChange): PlatformFee =>
  row.kind === 'percent'
    ? { kind: 'percent', basisPoints: row.basisPoints ?? 0 }
    : { kind: 'fixed', amount: row.amount ?? 0 };

export async function feeInForce(db: Db | Tx, env: Pick<Env, 'PLATFORM_FEE'>): Promise<FeeInForce> {
  const [latest] = await db.select().from(platformFeeChanges).orderBy(desc(platformFeeChanges.id)).limit(1);
  if (latest) return { fee: toFee(latest), source: 'operator', changedAt: latest.createdAt };
  // env.ts refused a PLATFORM_FEE that does not parse, so this never falls through.
  return {
    fee: parsePlatformFee(env.PLATFORM_FEE) ?? { kind: 'percent', basisPoints: 0 },
    source: 'default',
    changedAt: null,
  };
}

/** The operator sets the fee: appended, and written to the operator's log in the same transaction. */
export async function setPlatformFee(
  db: Db,
  env: Pick<Env, 'PLATFORM_FEE'>,
  actor: OperatorActor,
  input: PlatformFeeInput,
): Promise<FeeInForce> {
  return db.transaction(async (tx) => {
    const before = await feeInForce(tx, env);
    const fee = feeFromInput(input);
    const id = timeOrderedId();
    const [row] = await tx
      .insert(platformFeeChanges)
      .values({
        id,
        kind: fee.kind,
        basisPoints: fee.kind === 'percent' ? fee.basisPoints : null,
        amount: fee.kind === 'fixed' ? fee.amount : null,
        changedBy: actor.id,
      })
      .returning();
    await recordOperatorAction(tx, actor, {
      action: 'platform_fee.set',
      subjectType: 'platform_fee_changes',
      subjectId: id,
      before: before.fee,
      after: fee,
      reason: input.reason,
    });
    return { fee, source: 'operator', changedAt: row!.createdAt };
  });
}
