import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popupEvents } from '../../db/schema/popups.ts';
import type { PopupVariantKey } from '../../../lib/popup-schemas.ts';

export type PopupEventCount = {
  popupId: string;
  variant: PopupVariantKey;
  shown: number;
  closed: number;
  clicked: number;
  phones: number;
};

/** What visitors did with each of the shop's pop-ups, per variant (one pass over the events). */
export async function popupEventCounts(db: Db, shopId: string): Promise<PopupEventCount[]> {
  const n = (kind: string) => sql<number>`(count(*) filter (where ${popupEvents.kind} = ${kind}))::int`;
  return db
    .select({
      popupId: popupEvents.popupId,
      variant: popupEvents.variant,
      shown: n('shown'),
      closed: n('closed'),
      clicked: n('clicked'),
      phones: n('phone'),
    })
    .from(popupEvents)
    .where(and(eq(popupEvents.shopId, shopId)))
    .groupBy(popupEvents.popupId, popupEvents.variant);
}
