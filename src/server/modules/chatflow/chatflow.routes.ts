import { flowDraftSchema } from '../../../lib/chatflow-schemas.ts';
import { ensureBot } from '../../chatbot/bots.ts';
import { signPreviewToken } from '../../chatbot/preview-token.ts';
import { AppError, errorBody, languageOf } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { FlowInvalidError, getChatflow, listVersions, publishDraft, restoreVersion, saveDraft } from './chatflow.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const userOf = (c: C) => c.get('user')!.id;
const dbOf = (c: C) => c.get('deps').database.db;

// A flow of 500 nodes with long bilingual texts runs to several hundred KB.
const DRAFT_LIMIT_KB = 1024;
// Long enough for an editing session; the builder asks for a fresh one when it runs out.
const PREVIEW_TTL_MS = 2 * 60 * 60 * 1000;

function versionParam(c: C): number {
  const value = Number(c.req.param('version'));
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) throw new AppError(404, 'flow_version_not_found');
  return value;
}

export const chatflowRoutes: RouteDef[] = [
  route('GET', '/api/chatflow', perm('chatflow', 'read'), async (c) => c.json(await getChatflow(dbOf(c), shopOf(c)))),

  route(
    'PUT',
    '/api/chatflow/draft',
    perm('chatflow', 'update'),
    async (c) => {
      const input = await jsonBody(c, flowDraftSchema);
      return c.json(await saveDraft(dbOf(c), shopOf(c), userOf(c), input.flow, input.revision));
    },
    { bodyLimitKb: DRAFT_LIMIT_KB, tooLarge: 'flow_too_large' },
  ),

  route('POST', '/api/chatflow/publish', perm('chatflow', 'update'), async (c) => {
    try {
      return c.json(await publishDraft(dbOf(c), shopOf(c), userOf(c)));
    } catch (error) {
      if (!(error instanceof FlowInvalidError)) throw error;
      // The issues travel with the message so the builder can point at each node.
      const body = errorBody(c, error.code, messageFor(error.code, languageOf(c), error.params));
      return c.json({ ...body, issues: error.issues }, 400);
    }
  }),

  route('GET', '/api/chatflow/versions', perm('chatflow', 'read'), async (c) => c.json(await listVersions(dbOf(c), shopOf(c)))),

  route('POST', '/api/chatflow/versions/:version/restore', perm('chatflow', 'update'), async (c) =>
    c.json(await restoreVersion(dbOf(c), shopOf(c), userOf(c), versionParam(c))),
  ),

  // The builder's preview pane runs the DRAFT through the widget's own endpoint with this token.
  route('GET', '/api/chatflow/preview-token', perm('chatflow', 'read'), async (c) => {
    const shopId = shopOf(c);
    const { env } = c.get('deps');
    const bot = await ensureBot(dbOf(c), shopId);
    const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
    const token = await signPreviewToken(env.secretKey, shopId, expiresAt);
    return c.json({ bot_id: bot.id, token, base_url: env.botUrl, expires_at: expiresAt.toISOString() });
  }),
];
