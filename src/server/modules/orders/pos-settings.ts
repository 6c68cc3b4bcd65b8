import { eq } from 'drizzle-orm';
import type { PosSettingsInput } from '../../../lib/order-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { posSettings } from '../../db/schema/orders.ts';

export type PosSettingsDto = PosSettingsInput;
const DEFAULTS: PosSettingsDto = {
  receipt_header: '',
  receipt_footer: '',
  default_payment_method: 'cash',
  charges: [],
  cash_rounding: 0,
};

export async function getPosSettings(db: Db | Tx, shopId: string): Promise<PosSettingsDto> {
  const [row] = await db.select().from(posSettings).where(eq(posSettings.shopId, shopId));
  if (!row) return DEFAULTS;
  return {
    receipt_header: row.receiptHeader,
    receipt_footer: row.receiptFooter,
    default_payment_method: row.defaultPaymentMethod,
    charges: row.charges,
    cash_rounding: row.cashRounding as PosSettingsDto['cash_rounding'],
  };
}

export async function savePosSettings(db: Db, shopId: string, input: PosSettingsInput): Promise<PosSettingsDto> {
  const values = {
    receiptHeader: input.receipt_header,
    receiptFooter: input.receipt_footer,
    defaultPaymentMethod: input.default_payment_method,
    charges: input.charges,
    cashRounding: input.cash_rounding,
    updatedAt: new Date(),
  };
  await db
    .insert(posSettings)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: posSettings.shopId, set: values });
  return getPosSettings(db, shopId);
}

/** Cash has no coins below the rounding unit: the total goes to the nearest unit, the difference is shown. */
export function cashRounding(total: number, unit: number): number {
  return unit > 0 ? Math.round(total / unit) * unit - total : 0;
}
