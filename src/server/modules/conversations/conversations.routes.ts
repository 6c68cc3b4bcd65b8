import { z } from 'zod';
import {
  assigneeListSchema,
  conversationDetailSchema,
  conversationPageSchema,
  conversationSchema,
  conversationUpdatesSchema,
  messagePageSchema,
  replyAnswerSchema,
  templateListSchema,
} from '../../../lib/contracts/conversation.ts';
import {
  assignSchema,
  conversationListQuerySchema,
  messagesQuerySchema,
  replySchema,
  statusSchema,
  updatesQuerySchema,
} from '../../../lib/conversation-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowGet, rowWrite, shopGet } from '../../http/shop-route.ts';
import { notFound } from '../../http/errors.ts';
import { BINARY } from '../../http/route-doc.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { fetchMedia } from '../../whatsapp/fetch-media.ts';
import { assign, assignees, handBack, markRead, setStatus, takeOver } from './conversation-actions.service.ts';
import {
  conversationDetail,
  conversationUpdates,
  listConversations,
  listMessages,
} from './conversation-query.service.ts';
import { reply } from './conversation-reply.service.ts';
import { mediaResponse } from './media-response.ts';
import { listTemplates } from './whatsapp-templates.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

const read = perm('conversations', 'read');
const update = perm('conversations', 'update');
const tags = ['Conversations' as const];

// Meta's media ids are digits; the pattern is the one fetchMedia accepts (anything else names no file).
const mediaParams = z.object({
  mediaId: z
    .string()
    .regex(/^[\w.-]{1,128}$/)
    .meta({ description: "The media id of Meta's webhook, as the transcript's link gives it." }),
});

// The fixed paths come before /:id so 'updates' is never read as an id.
export const conversationRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/conversations',
    access: read,
    tags,
    summary: 'Conversations, newest activity first, with search and filters',
    description:
      'Pages by `next_cursor` (pass it back as `cursor`). `assigned`: me, none or a user id. Each item says whether the WhatsApp 24-hour window is open.',
    query: conversationListQuerySchema,
    answers: { 200: conversationPageSchema },
    handler: async (c, { query }) => c.json(await listConversations(dbOf(c), shopOf(c), userOf(c), query)),
  }),

  shopGet({
    path: '/api/conversations/updates',
    access: read,
    tags,
    summary: 'Which conversations changed since a time, and the unread total (polled by the open inbox)',
    description:
      "Pass the previous answer's `now` as `since`. `overflow` true: more changed than listed, reload everything. `unread_total` is null when nothing changed (unless `total=true`): keep the last one.",
    query: updatesQuerySchema,
    answers: { 200: conversationUpdatesSchema },
    read: conversationUpdates,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/conversations/templates',
    access: read,
    tags,
    summary:
      'Approved WhatsApp templates for replies outside the 24-hour window (empty with a reason when no number is connected)',
    answers: { 200: templateListSchema },
    errors: [502],
    handler: async (c) => c.json(await listTemplates(dbOf(c), c.get('deps').env, shopOf(c))),
  }),

  shopGet({
    path: '/api/conversations/assignees',
    access: read,
    tags,
    summary: 'Members of the shop a conversation can be assigned to',
    answers: { 200: assigneeListSchema },
    read: assignees,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/conversations/media/:mediaId',
    access: read,
    tags,
    summary:
      "A customer's WhatsApp photo, voice note, video or document, fetched from Meta with the shop's token (404 when unknown)",
    description:
      "Only media received in this shop's conversations. Images, audio and video are served inline with their own type; other files as application/octet-stream downloads. Transcripts link here instead of the wa-media: reference the webhook stored.",
    params: mediaParams,
    answers: { 200: BINARY },
    handler: async (c, { params }) => {
      const file = await fetchMedia(c.get('deps'), shopOf(c), params.mediaId);
      if (!file) throw notFound('media_not_found');
      return mediaResponse(file);
    },
  }),

  rowGet({
    path: '/api/conversations/:id',
    access: read,
    tags,
    summary: "One conversation with the customer's profile and five latest orders",
    answers: { 200: conversationDetailSchema },
    read: conversationDetail,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    access: read,
    tags,
    summary: 'A page of 50 messages, oldest first; `before` gives the older page',
    params: idParams,
    query: messagesQuerySchema,
    answers: { 200: messagePageSchema },
    handler: async (c, { params, query }) => c.json(await listMessages(dbOf(c), shopOf(c), params.id, query.before)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    access: update,
    tags,
    summary: 'Reply as a person: free text, or a template outside the WhatsApp window',
    description:
      'Free text to a WhatsApp customer whose last message is more than 24 hours old is refused with 409 window_closed. Replying pauses the bot.',
    params: idParams,
    body: replySchema,
    answers: { 201: replyAnswerSchema },
    // 409: the window is closed or no number is connected; 502: Meta did not give the templates.
    errors: [409, 502],
    handler: async (c, { params, body }) =>
      c.json(await reply(dbOf(c), c.get('deps').env, shopOf(c), params.id, userOf(c), body), 201),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/conversations/:id/takeover',
    access: update,
    tags,
    summary: 'Take over from the bot (it stays silent; the caller is assigned if nobody was)',
    params: idParams,
    answers: { 200: conversationSchema },
    handler: async (c, { params }) => c.json(await takeOver(dbOf(c), shopOf(c), params.id, userOf(c))),
  }),

  rowWrite({
    method: 'POST',
    path: '/api/conversations/:id/handback',
    access: update,
    tags,
    summary: 'Hand back to the bot (it starts again at the menu on the next message)',
    answers: { 200: conversationSchema },
    write: handBack,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/conversations/:id/assign',
    access: update,
    tags,
    summary: 'Assign to a member of the shop, or to nobody with null',
    params: idParams,
    body: assignSchema,
    answers: { 200: conversationSchema },
    handler: async (c, { params, body }) => c.json(await assign(dbOf(c), shopOf(c), params.id, body.user_id)),
  }),

  // Reading a chat clears its unread badge: anyone who may read may do that.
  rowWrite({
    method: 'POST',
    path: '/api/conversations/:id/read',
    access: read,
    tags,
    summary: 'Mark as read (unread count 0)',
    answers: { 200: conversationSchema },
    write: markRead,
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/conversations/:id/status',
    access: update,
    tags,
    summary: 'Close or reopen',
    params: idParams,
    body: statusSchema,
    answers: { 200: conversationSchema },
    handler: async (c, { params, body }) => c.json(await setStatus(dbOf(c), shopOf(c), params.id, body.status)),
  }),
] satisfies RouteDef[];
