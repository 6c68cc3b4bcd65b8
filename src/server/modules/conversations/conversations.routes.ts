import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, queryParams, uuidParam } from '../../http/validate.ts';
import { assign, assignees, handBack, markRead, setStatus, takeOver } from './conversation-actions.service.ts';
import {
  conversationDetail,
  conversationUpdates,
  listConversations,
  listMessages,
} from './conversation-query.service.ts';
import { reply } from './conversation-reply.service.ts';
import {
  assignSchema,
  conversationListQuerySchema,
  messagesQuerySchema,
  replySchema,
  statusSchema,
  updatesQuerySchema,
} from '../../../lib/conversation-schemas.ts';
import { listTemplates } from './whatsapp-templates.ts';
import { fetchMedia } from '../../whatsapp/fetch-media.ts';
import { notFound } from '../../http/errors.ts';
import { mediaResponse } from './media-response.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;
const userOf = (c: C) => c.get('user')!.id;
const read = perm('conversations', 'read');
const update = perm('conversations', 'update');

// The fixed paths come before /:id so 'updates' is never read as an id.
export const conversationRoutes: RouteDef[] = [
  route('GET', '/api/conversations', read, async (c) =>
    c.json(await listConversations(dbOf(c), shopOf(c), userOf(c), queryParams(c, conversationListQuerySchema))),
  ),
  route('GET', '/api/conversations/updates', read, async (c) =>
    c.json(await conversationUpdates(dbOf(c), shopOf(c), queryParams(c, updatesQuerySchema))),
  ),
  route('GET', '/api/conversations/templates', read, async (c) =>
    c.json(await listTemplates(dbOf(c), c.get('deps').env, shopOf(c))),
  ),
  route('GET', '/api/conversations/assignees', read, async (c) => c.json(await assignees(dbOf(c), shopOf(c)))),
  route('GET', '/api/conversations/media/:mediaId', read, async (c) => {
    const file = await fetchMedia(c.get('deps'), shopOf(c), c.req.param('mediaId') ?? '');
    if (!file) throw notFound('media_not_found');
    return mediaResponse(file);
  }),

  route('GET', '/api/conversations/:id', read, async (c) =>
    c.json(await conversationDetail(dbOf(c), shopOf(c), uuidParam(c, 'id'))),
  ),
  route('GET', '/api/conversations/:id/messages', read, async (c) => {
    const id = uuidParam(c, 'id');
    return c.json(await listMessages(dbOf(c), shopOf(c), id, queryParams(c, messagesQuerySchema).before));
  }),
  route('POST', '/api/conversations/:id/messages', update, async (c) => {
    const id = uuidParam(c, 'id');
    const input = await jsonBody(c, replySchema);
    return c.json(await reply(dbOf(c), c.get('deps').env, shopOf(c), id, userOf(c), input), 201);
  }),
  route('POST', '/api/conversations/:id/takeover', update, async (c) =>
    c.json(await takeOver(dbOf(c), shopOf(c), uuidParam(c, 'id'), userOf(c))),
  ),
  route('POST', '/api/conversations/:id/handback', update, async (c) =>
    c.json(await handBack(dbOf(c), shopOf(c), uuidParam(c, 'id'))),
  ),
  route('POST', '/api/conversations/:id/assign', update, async (c) => {
    const id = uuidParam(c, 'id');
    const { user_id } = await jsonBody(c, assignSchema);
    return c.json(await assign(dbOf(c), shopOf(c), id, user_id));
  }),
  // Reading a chat clears its unread badge: anyone who may read may do that.
  route('POST', '/api/conversations/:id/read', read, async (c) =>
    c.json(await markRead(dbOf(c), shopOf(c), uuidParam(c, 'id'))),
  ),
  route('PUT', '/api/conversations/:id/status', update, async (c) => {
    const id = uuidParam(c, 'id');
    const { status } = await jsonBody(c, statusSchema);
    return c.json(await setStatus(dbOf(c), shopOf(c), id, status));
  }),
];
