import { flowDraftSchema } from '../../../lib/chatflow-schemas.ts';
import {
  chatflowSchema,
  draftSavedSchema,
  flowVersionsSchema,
  previewTokenSchema,
  publishedSchema,
  publishRefusedSchema,
  type PublishRefused,
  restoredSchema,
} from '../../../lib/contracts/chatflow.ts';
import { ensureBot } from '../../chatbot/bots.ts';
import { signPreviewToken } from '../../chatbot/preview-token.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { shopGet } from '../../http/shop-route.ts';
import { AppError, errorBody, languageOf } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import {
  FlowInvalidError,
  getChatflow,
  listVersions,
  publishDraft,
  restoreVersion,
  saveDraft,
} from './chatflow.service.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];
const tags = ['Chat flows' as const];

// A flow of 500 nodes with long bilingual texts runs to several hundred KB.
const DRAFT_LIMIT_KB = 1024;
// Long enough for an editing session; the builder asks for a fresh one when it runs out.
const PREVIEW_TTL_MS = 2 * 60 * 60 * 1000;

// Read here rather than declared: a version that cannot exist answers its own code, flow_version_not_found.
function versionParam(c: C): number {
  const value = Number(c.req.param('version'));
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) throw new AppError(404, 'flow_version_not_found');
  return value;
}

export const chatflowRoutes = [
  shopGet({
    path: '/api/chatflow',
    access: perm('chatflow', 'read'),
    tags,
    summary: "The shop's flow: draft, its revision, the published version, the bot id and the draft's issues",
    description:
      'Made with the default flow (published as version 1) on first use. Issues carry a level: errors block publishing, warnings only inform.',
    answers: { 200: chatflowSchema },
    read: getChatflow,
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/chatflow/draft',
    access: perm('chatflow', 'update'),
    tags,
    summary: 'Save the draft (autosave); `revision` is the one the copy started from',
    description:
      'Answers the new draft_revision and the issues. 409 when someone saved since `revision`: reload before saving again. Bodies up to 1 MB.',
    body: flowDraftSchema,
    answers: { 200: draftSavedSchema },
    errors: [409],
    bodyLimitKb: DRAFT_LIMIT_KB,
    tooLarge: 'flow_too_large',
    handler: async (c, { body }) => c.json(await saveDraft(dbOf(c), shopOf(c), userOf(c), body.flow, body.revision)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/chatflow/publish',
    access: perm('chatflow', 'update'),
    tags,
    summary: 'Publish the saved draft as the next version the bot runs',
    description: 'A 400 answer lists the blocking `issues` beside the message when the draft has errors.',
    answers: { 200: publishedSchema },
    errorAnswers: { 400: publishRefusedSchema },
    handler: async (c) => {
      try {
        return c.json(await publishDraft(dbOf(c), shopOf(c), userOf(c)));
      } catch (error) {
        if (!(error instanceof FlowInvalidError)) throw error;
        // The issues travel with the message so the builder can point at each node.
        const body: PublishRefused = {
          ...errorBody(c, error.code, messageFor(error.code, languageOf(c), error.params)),
          issues: error.issues,
        };
        return c.json(body, 400);
      }
    },
  }),

  shopGet({
    path: '/api/chatflow/versions',
    access: perm('chatflow', 'read'),
    tags,
    summary: 'Published versions, newest first (the last 50)',
    answers: { 200: flowVersionsSchema },
    read: listVersions,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/chatflow/versions/:version/restore',
    access: perm('chatflow', 'update'),
    tags,
    summary: 'Copy a published version into the draft (publish it to make it live again)',
    answers: { 200: restoredSchema },
    handler: async (c) => c.json(await restoreVersion(dbOf(c), shopOf(c), userOf(c), versionParam(c))),
  }),

  // The builder's preview pane runs the DRAFT through the widget's own endpoint with this token.
  declareRoute({
    method: 'GET',
    path: '/api/chatflow/preview-token',
    access: perm('chatflow', 'read'),
    tags,
    summary:
      "A short-lived token for the builder's preview: POST /plugin/conversation/{bot_id} with header X-Preview-Token runs the draft",
    answers: { 200: previewTokenSchema },
    handler: async (c) => {
      const shopId = shopOf(c);
      const { env } = c.get('deps');
      const bot = await ensureBot(dbOf(c), shopId);
      const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
      const token = await signPreviewToken(env.secretKey, shopId, expiresAt);
      return c.json({ bot_id: bot.id, token, base_url: env.botUrl, expires_at: expiresAt.toISOString() });
    },
  }),
] satisfies RouteDef[];
