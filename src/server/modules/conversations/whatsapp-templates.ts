import { eq } from 'drizzle-orm';
import type { Template as TemplateInfo, TemplateList } from '../../../lib/contracts/conversation.ts';
import type { Db } from '../../db/client.ts';
import { whatsappAccounts } from '../../db/schema/whatsapp.ts';
import type { Env } from '../../env.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { graphRequest } from '../../whatsapp/graph-client.ts';
import { open } from '../../whatsapp/secret-box.ts';

type GraphComponent = { type?: string; format?: string; text?: string };
type GraphTemplate = {
  name?: string;
  language?: string;
  status?: string;
  category?: string;
  components?: GraphComponent[];
};

// {{1}}, {{2}}… are the positional parameters of a template body (Cloud API message templates).
const PARAM = /\{\{\s*(\d+)\s*\}\}/g;

function toTemplate(t: GraphTemplate): TemplateInfo | null {
  if (!t.name || !t.language) return null;
  const part = (type: string) => t.components?.find((c) => c.type?.toUpperCase() === type);
  const body = part('BODY')?.text ?? '';
  const header = part('HEADER');
  const numbers = [...body.matchAll(PARAM)].map((m) => Number(m[1]));
  return {
    name: t.name,
    language: t.language,
    category: t.category ?? '',
    header: header?.format?.toUpperCase() === 'TEXT' ? (header.text ?? null) : null,
    body,
    footer: part('FOOTER')?.text ?? null,
    param_count: numbers.length ? Math.max(...numbers) : 0,
  };
}

/**
 * The approved templates of the shop's WhatsApp Business account, or an empty list with the
 * reason when no number is connected (the inbox then says so instead of an empty picker).
 */
export async function listTemplates(db: Db, env: Env, shopId: string): Promise<TemplateList> {
  const [account] = await db.select().from(whatsappAccounts).where(eq(whatsappAccounts.shopId, shopId));
  if (!account || account.status === 'disconnected') return { items: [], reason: 'not_connected' };
  const answer = await graphRequest(env, {
    method: 'GET',
    path: `/${encodeURIComponent(account.wabaId)}/message_templates`,
    query: { status: 'APPROVED', limit: '100', fields: 'name,language,status,category,components' },
    accessToken: open(env.secretKey, account.accessTokenEnc),
    shopId,
    db,
  });
  // 0: Meta did not answer at all. Either way the merchant can try again; the call is in the webhook logs.
  if (answer.status === 0 || answer.status >= 400) throw new AppError(502, 'templates_unavailable');
  const data: GraphTemplate[] = Array.isArray(answer.json?.data) ? answer.json.data : [];
  const items = data
    .filter((t) => !t.status || t.status.toUpperCase() === 'APPROVED')
    .map(toTemplate)
    .filter((t): t is TemplateInfo => t !== null);
  return { items, reason: null };
}

export async function findTemplate(
  db: Db,
  env: Env,
  shopId: string,
  name: string,
  language: string,
): Promise<TemplateInfo> {
  const { items, reason } = await listTemplates(db, env, shopId);
  if (reason) throw conflict('whatsapp_not_connected');
  const template = items.find((t) => t.name === name && t.language === language);
  if (!template) throw badRequest('template_not_found', {}, 'template.name');
  return template;
}

/** The text the transcript shows for a template: its body with the parameters filled in. */
export function renderTemplateText(template: TemplateInfo, params: string[]): string {
  if (params.length !== template.param_count)
    throw badRequest('template_params', { count: template.param_count }, 'template.params');
  return template.body.replace(PARAM, (_, n: string) => params[Number(n) - 1] ?? '');
}
