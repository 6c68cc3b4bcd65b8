import type { AnalyticsQuery, AnalyticsView } from '../../../lib/analytics-schemas.ts';
import type { Db } from '../../db/client.ts';
import { formatCsvRow } from '../../../lib/csv.ts';
import {
  analyticsChannels,
  analyticsChat,
  analyticsCustomers,
  analyticsOverview,
  analyticsPeaks,
  analyticsProducts,
} from './analytics.service.ts';

type Cell = string | number | null;
type Table = { head: string[]; rows: Cell[][] };

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The tables a view shows, from the same queries as its JSON answer (so the two never differ). */
async function tablesOf(db: Db, shopId: string, view: AnalyticsView, q: AnalyticsQuery): Promise<Table[]> {
  switch (view) {
    case 'overview': {
      const o = await analyticsOverview(db, shopId, q);
      const figure = (name: string, f: { value: number; previous: number }): Cell[] => [name, f.value, f.previous];
      return [
        {
          head: ['figure', 'value', 'previous'],
          rows: [
            figure('orders', o.orders),
            figure('sales', o.sales),
            figure('average_order_value', o.average_order_value),
            figure('items_sold', o.items_sold),
          ],
        },
        { head: ['at', 'orders', 'sales'], rows: o.series.map((p) => [p.at, p.orders, p.sales]) },
      ];
    }
    case 'products': {
      const p = await analyticsProducts(db, shopId, q);
      const sellers = (rank: string, list: typeof p.by_quantity) =>
        list.flatMap((s) => [
          [rank, s.product_name, '', s.quantity, s.revenue],
          ...s.variants.map((v): Cell[] => [rank, s.product_name, v.variant_name, v.quantity, v.revenue]),
        ]);
      return [
        {
          head: ['ranking', 'product', 'variant', 'quantity', 'revenue'],
          rows: [...sellers('by_quantity', p.by_quantity), ...sellers('by_revenue', p.by_revenue)],
        },
        { head: ['not_sold'], rows: p.not_sold.map((n) => [n.product_name]) },
      ];
    }
    case 'peaks': {
      const p = await analyticsPeaks(db, shopId, q);
      const hours = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
      return [{ head: ['weekday', ...hours], rows: p.heatmap.map((row, d) => [WEEKDAYS[d]!, ...row]) }];
    }
    case 'channels': {
      const c = await analyticsChannels(db, shopId, q);
      return [
        {
          head: ['split', 'key', 'orders', 'sales'],
          rows: [
            ...c.channels.map((s): Cell[] => ['channel', s.key, s.orders, s.sales]),
            ...c.payment_methods.map((s): Cell[] => ['payment_method', s.key, s.orders, s.sales]),
          ],
        },
      ];
    }
    case 'customers': {
      const c = await analyticsCustomers(db, shopId, q);
      return [
        {
          head: ['figure', 'value', 'previous'],
          rows: [
            ['new_customers', c.new_customers.value, c.new_customers.previous],
            ['returning_customers', c.returning_customers.value, c.returning_customers.previous],
            ['repeat_rate_permille', c.repeat_rate_permille.value, c.repeat_rate_permille.previous],
          ],
        },
        { head: ['customer', 'orders', 'sales'], rows: c.top_customers.map((t) => [t.name, t.orders, t.sales]) },
      ];
    }
    case 'chat': {
      const c = await analyticsChat(db, shopId, q);
      return [
        {
          head: ['channel', 'conversations', 'orders', 'conversion_permille'],
          rows: c.by_channel.map((b) => [b.channel, b.conversations, b.orders, b.conversion_permille]),
        },
      ];
    }
  }
}

/** The CSV of a view: its tables one after another, a blank line between them. */
export async function* analyticsCsv(db: Db, shopId: string, view: AnalyticsView, q: AnalyticsQuery) {
  const tables = await tablesOf(db, shopId, view, q);
  for (const [i, table] of tables.entries()) {
    if (i > 0) yield '\r\n';
    yield formatCsvRow(table.head);
    for (const row of table.rows) yield formatCsvRow(row);
  }
}
