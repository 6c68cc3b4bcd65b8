// A bench campaign (issue 27): `recipients` customers of the shop, tagged 'bench', who agreed to SMS
// offers (one statement each), Beem linked as the shop's gateway at `rate` a second with an approved
// sender name, no frequency cap, and a campaign to the tag scheduled for the whole day. Shared by
// bench/campaign-send.ts and bench/chat-engine.ts --campaign.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import type { Env } from '../src/server/env.ts';
import { consentCustomers, linkBeemTo } from '../src/server/test/campaign-kit.ts';

export async function seedBenchCampaign(
  db: Db,
  env: Env,
  shopId: string,
  options: { recipients: number; rate: number },
): Promise<string> {
  await db.execute(sql`insert into customers (shop_id, phone, name, language, tags)
    select ${shopId}::uuid, '+2557' || lpad(i::text, 8, '0'), 'Mteja ' || i, case when i % 3 = 0 then 'en' else 'sw' end, '["bench"]'::jsonb
    from generate_series(1, ${options.recipients}) i on conflict do nothing`);
  await consentCustomers(db, shopId, ['sms'], sql`c.tags ? 'bench'`);
  await linkBeemTo(db, env, shopId, { perSecond: options.rate });
  await db.execute(sql`insert into campaign_settings (shop_id, cap_messages) values (${shopId}::uuid, 0)
    on conflict (shop_id) do update set cap_messages = 0`);
  const created =
    (await db.execute(sql`insert into campaigns (shop_id, name, status, audience, sms_text_sw, sms_text_en, send_from, send_until)
    values (${shopId}::uuid, 'Bench', 'scheduled', '{"segment_id":null,"tags":["bench"],"facts":[]}'::jsonb,
      'Habari {name}, punguzo leo: {link}', 'Hi {name}, offer today: {link}', '00:00', '23:59') returning id`)) as unknown as {
      rows: { id: string }[];
    };
  return created.rows[0]!.id;
}
