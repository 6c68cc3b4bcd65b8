import { bigint } from 'drizzle-orm/pg-core';

/**
 * A money column: whole shillings (TZS has no minor unit) as bigint, so that any real total fits
 * (an int stops at 2.1 billion shillings; an order of a few hundred pricey lines passes it).
 * Read as a JavaScript number: exact up to 2^53, far above MAX_ORDER_TOTAL (src/lib/money.ts).
 */
export const money = (name: string) => bigint(name, { mode: 'number' });
