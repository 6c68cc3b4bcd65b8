import type { Customer as CustomerDto, CustomerDetail, CustomerPage } from '../../../lib/contracts/customer.ts';
import type { OrderStatus } from '../../../lib/order-schemas.ts';
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { CustomerCreate, CustomerListQuery, CustomerUpdate } from '../../../lib/customer-schemas.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import type { Db, Tx } from '../../db/client.ts';
import { customers, type Customer } from '../../db/schema/customers.ts';
import { orders } from '../../db/schema/orders.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { isUniqueViolation, likeContains } from '../../db/pg-errors.ts';
import { cappedCount } from '../../db/capped-count.ts';

export function toCustomerDto(c: Customer): CustomerDto {
  return {
    id: c.id,
    phone: c.phone,
    name: c.name,
    location: c.location,
    // Written only through languageSchema.
    language: c.language as CustomerDto['language'],
    tags: c.tags,
    notes: c.notes,
    allow_credit: c.allowCredit,
    total_spent: c.totalSpent,
    order_count: c.orderCount,
    last_order_at: c.lastOrderAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  };
}

async function withPhoneCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'customers_phone_uq')) throw conflict('phone_taken', {}, 'phone');
    throw error;
  }
}

/** The API's snake_case field to its column; the rest share their names. */
function columnsOf<T extends { allow_credit?: boolean }>({ allow_credit, ...rest }: T) {
  return { ...rest, ...(allow_credit !== undefined && { allowCredit: allow_credit }) };
}

export async function createCustomer(db: Db, shopId: string, input: CustomerCreate) {
  return withPhoneCheck(async () => {
    const [row] = await db
      .insert(customers)
      .values({ shopId, ...columnsOf(input) })
      .returning();
    return toCustomerDto(row!);
  });
}

export async function updateCustomer(db: Db, shopId: string, id: string, input: CustomerUpdate) {
  return withPhoneCheck(async () => {
    const [row] = await db
      .update(customers)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(and(eq(customers.shopId, shopId), eq(customers.id, id)))
      .returning();
    if (!row) throw notFound('customer_not_found');
    return toCustomerDto(row);
  });
}

/**
 * Orders from chats and the back-office find their customer by phone, or create them: one
 * upsert, so two first orders from the same number at once still make a single customer.
 */
export async function findOrCreateCustomer(
  tx: Db | Tx,
  shopId: string,
  input: { phone: string; name: string; language?: 'en' | 'sw' },
): Promise<Customer> {
  const [row] = await tx
    .insert(customers)
    .values({ shopId, phone: input.phone, name: input.name, ...(input.language && { language: input.language }) })
    .onConflictDoUpdate({
      target: [customers.shopId, customers.phone],
      // Keep a name the merchant already has; fill it in when it was empty.
      set: {
        name: sql`case when ${customers.name} = '' then excluded.name else ${customers.name} end`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function getCustomer(db: Db | Tx, shopId: string, id: string): Promise<Customer> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)));
  if (!row) throw notFound('customer_not_found');
  return row;
}

export async function customerDetail(db: Db, shopId: string, id: string): Promise<CustomerDetail> {
  const customer = await getCustomer(db, shopId, id);
  const recent = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      total: orders.total,
      created_at: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.customerId, id)))
    .orderBy(desc(orders.createdAt))
    .limit(20);
  return {
    ...toCustomerDto(customer),
    recent_orders: recent.map((o) => ({
      ...o,
      status: o.status as OrderStatus,
      created_at: o.created_at.toISOString(),
    })),
  };
}

export function searchCondition(q: string, by?: 'name' | 'phone'): SQL {
  const phone = by !== 'name' ? normalizePhone(q) : null;
  // A full number is an exact, indexed match; a fragment searches the trigram index.
  if (phone) return eq(customers.phone, phone);
  if (by !== 'phone') return like(customers.searchText, likeContains(q.toLowerCase()));
  // Names hold no digits, so a digits-only fragment on the same index matches phone numbers only.
  const digits = q.replace(/[^\d+]/g, '');
  return digits ? like(customers.searchText, likeContains(digits)) : sql`false`;
}

export async function listCustomers(db: Db, shopId: string, q: CustomerListQuery): Promise<CustomerPage> {
  const where = and(eq(customers.shopId, shopId), q.q ? searchCondition(q.q, q.by) : undefined);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    items: rows.map(toCustomerDto),
    page: q.page,
    page_size: q.page_size,
    ...(await cappedCount(db, customers, where)),
  };
}

/** What a chat flow's conditions may ask of a customer. */
export async function customerFacts(db: Db | Tx, shopId: string, id: string) {
  const [row] = await db
    .select({ orderCount: customers.orderCount, totalSpent: customers.totalSpent, tags: customers.tags })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, id)));
  return row ?? null;
}

export async function customerIdByPhone(db: Db | Tx, shopId: string, phone: string): Promise<string | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.phone, phone)));
  return row?.id ?? null;
}
