import { randomBytes } from 'node:crypto';
import { signUpUser, type TestApp } from './harness.ts';
import { shopSnapshot } from './shop-snapshot.ts';
import { makeVictimRows, type VictimContext, type VictimRows } from './victim-rows.ts';

/**
 * Each module's and flow's rows, from its `<name>.victim-rows.ts` (decision 0034): test-side files
 * found by name, so a new module adds its rows without an edit here.
 */
const moduleRows = import.meta.glob<Record<string, VictimRows>>('../{modules,flows}/*/*.victim-rows.ts', {
  eager: true,
});

/**
 * A shop whose every text a person could set carries one marker string, with at least one row in
 * every table the API reaches: the cross-shop test then looks for the marker (and for any of the
 * shop's ids) in everything another shop is answered. A leak of any field shows, whatever the
 * answer's shape; checking for the shop id alone missed rows that never carry it.
 */
export async function victimShop(t: TestApp) {
  const marker = `xshopa${randomBytes(4).toString('hex')}`;
  const m = (field: string) => `${marker}-${field}`;
  const owner = await signUpUser(t, { shop: true, email: `${m('owner')}@example.com` });
  const shopId: string = owner.shop.id;
  const ok: VictimContext['ok'] = async (what, res) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`victim shop: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const rows = Object.fromEntries(
    Object.entries(moduleRows).flatMap(([file, exports]) =>
      Object.entries(exports).map(([name, r]) => [`${file}#${name}`, r]),
    ),
  );
  const made: VictimContext['made'] = {};
  const fixture = await makeVictimRows(rows, { t, shopId, marker, m, owner, api: owner.client, ok, made });

  // Every id of every row of the shop: none may reach another shop either.
  const snapshot = await shopSnapshot(t.db, shopId);
  const ids = new Set<string>();
  JSON.stringify(snapshot, (_k, v) => {
    if (typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v))
      ids.add(v.toLowerCase());
    return v;
  });
  ids.add(owner.user.id);
  ids.add(made.staff.user.id);
  return { shopId, marker, fixture, ids, owner, conversationExternalId: made.conversation.externalId as string };
}
