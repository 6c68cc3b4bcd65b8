import { sql } from 'drizzle-orm';
import type { PopupResults } from '../../../lib/contracts/popup.ts';
import type { PopupVariantKey } from '../../../lib/popup-schemas.ts';
import type { Db } from '../../db/client.ts';
import { popupEventCounts } from '../../modules/popups/index.ts';

// What each pop-up sold (issue 28), read at query time as campaigns' results are (decision 0039):
// a click that opened the chat carries the chat's id (popup_events.chat_id), which is the widget
// conversation's external id; an order placed from that conversation's checkout link after the
// click is the pop-up's, and its money comes from the ledger (payments and cash sales, less
// refunds and reversals). An order is credited to one pop-up variant: the last click before its
// link was made. This flow reaches past the faces of popups, conversations, orders and ledger to
// read them in one statement (a flow may: it orchestrates their internals).

type SalesRow = {
  popup_id: string;
  variant: PopupVariantKey;
  chats: number;
  orders: number;
  orders_paid: number;
  paid: string | number;
};

async function popupSales(db: Db, shopId: string): Promise<SalesRow[]> {
  const result = (await db.execute(sql`
    with chat_clicks as (
      select e.popup_id, e.variant, e.created_at, c.id as conversation_id
      from popup_events e
      join conversations c on c.shop_id = e.shop_id and c.channel = 'widget' and c.external_id = e.chat_id
      where e.shop_id = ${shopId} and e.kind = 'clicked' and e.chat_id is not null
    ),
    chats as (
      select popup_id, variant, count(distinct conversation_id)::int as chats from chat_clicks group by 1, 2
    ),
    credited as (
      select distinct on (l.order_id) k.popup_id, k.variant, l.order_id
      from checkout_links l
      join chat_clicks k on k.conversation_id = l.conversation_id and k.created_at <= l.created_at
      where l.shop_id = ${shopId} and l.order_id is not null
      order by l.order_id, k.created_at desc
    ),
    money as (
      select d.popup_id, d.variant, d.order_id, coalesce(sum(le.amount), 0)::bigint as paid
      from credited d
      left join ledger_entries le on le.shop_id = ${shopId} and le.order_id = d.order_id
        and (le.kind in ('payment', 'cash_sale', 'refund')
          or (le.kind = 'reversal' and exists (select 1 from ledger_entries r
                where r.shop_id = le.shop_id and r.id = le.reverses_id and r.kind in ('payment', 'cash_sale', 'refund'))))
      group by 1, 2, 3
    ),
    sales as (
      select popup_id, variant, count(*)::int as orders, (count(*) filter (where paid > 0))::int as orders_paid,
        coalesce(sum(paid), 0)::bigint as paid
      from money group by 1, 2
    )
    select coalesce(c.popup_id, s.popup_id) as popup_id, coalesce(c.variant, s.variant) as variant,
      coalesce(c.chats, 0) as chats, coalesce(s.orders, 0) as orders, coalesce(s.orders_paid, 0) as orders_paid,
      coalesce(s.paid, 0) as paid
    from chats c full join sales s on s.popup_id = c.popup_id and s.variant = c.variant
  `)) as unknown as { rows: SalesRow[] };
  return result.rows;
}

/** Every pop-up variant of the shop with a count or a sale, with both. */
export async function popupResults(db: Db, shopId: string): Promise<PopupResults> {
  const [counts, sales] = await Promise.all([popupEventCounts(db, shopId), popupSales(db, shopId)]);
  const key = (popupId: string, variant: string) => `${popupId}:${variant}`;
  const byKey = new Map<string, PopupResults['items'][number]>();
  const row = (popupId: string, variant: PopupVariantKey) => {
    const k = key(popupId, variant);
    let item = byKey.get(k);
    if (!item) {
      item = {
        popup_id: popupId,
        variant,
        shown: 0,
        closed: 0,
        clicked: 0,
        phones: 0,
        chats: 0,
        orders: 0,
        orders_paid: 0,
        paid: 0,
      };
      byKey.set(k, item);
    }
    return item;
  };
  for (const c of counts)
    Object.assign(row(c.popupId, c.variant), {
      shown: c.shown,
      closed: c.closed,
      clicked: c.clicked,
      phones: c.phones,
    });
  for (const s of sales)
    Object.assign(row(s.popup_id, s.variant), {
      chats: s.chats,
      orders: s.orders,
      orders_paid: s.orders_paid,
      paid: Number(s.paid),
    });
  return { items: [...byKey.values()] };
}
