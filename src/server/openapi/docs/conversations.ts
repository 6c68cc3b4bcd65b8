import type { RouteDoc } from '../../http/route-doc.ts';
import {
  assignSchema,
  conversationListQuerySchema,
  messagesQuerySchema,
  replySchema,
  statusSchema,
  updatesQuerySchema,
} from '../../../lib/conversation-schemas.ts';

const tags: RouteDoc['tags'] = ['Conversations'];

export const conversationsDocs: Record<string, RouteDoc> = {
  'GET /api/conversations': {
    tags,
    summary: 'Conversations, newest activity first, with search and filters',
    query: conversationListQuerySchema,
    description:
      'Pages by `next_cursor` (pass it back as `cursor`). `assigned`: me, none or a user id. Each item says whether the WhatsApp 24-hour window is open.',
  },
  'GET /api/conversations/updates': {
    tags,
    summary: 'Which conversations changed since a time, and the unread total (polled by the open inbox)',
    query: updatesQuerySchema,
    description:
      "Pass the previous answer's `now` as `since`. `overflow` true: more changed than listed, reload everything. `unread_total` is null when nothing changed (unless `total=true`): keep the last one.",
  },
  'GET /api/conversations/templates': {
    tags,
    summary:
      'Approved WhatsApp templates for replies outside the 24-hour window (empty with a reason when no number is connected)',
  },
  'GET /api/conversations/assignees': { tags, summary: 'Members of the shop a conversation can be assigned to' },
  'GET /api/conversations/media/:mediaId': {
    tags,
    summary:
      "A customer's WhatsApp photo, voice note, video or document, fetched from Meta with the shop's token (404 when unknown)",
    description:
      "Only media received in this shop's conversations. Images, audio and video are served inline; other files as downloads. Transcripts link here instead of the wa-media: reference the webhook stored.",
  },
  'GET /api/conversations/:id': {
    tags,
    summary: "One conversation with the customer's profile and five latest orders",
  },
  'GET /api/conversations/:id/messages': {
    tags,
    summary: 'A page of 50 messages, oldest first; `before` gives the older page',
    query: messagesQuerySchema,
  },
  'POST /api/conversations/:id/messages': {
    tags,
    summary: 'Reply as a person: free text, or a template outside the WhatsApp window',
    body: replySchema,
    status: 201,
    errors: [409],
    description:
      'Free text to a WhatsApp customer whose last message is more than 24 hours old is refused with 409 window_closed. Replying pauses the bot.',
  },
  'POST /api/conversations/:id/takeover': {
    tags,
    summary: 'Take over from the bot (it stays silent; the caller is assigned if nobody was)',
  },
  'POST /api/conversations/:id/handback': {
    tags,
    summary: 'Hand back to the bot (it starts again at the menu on the next message)',
  },
  'POST /api/conversations/:id/assign': {
    tags,
    summary: 'Assign to a member of the shop, or to nobody with null',
    body: assignSchema,
  },
  'POST /api/conversations/:id/read': { tags, summary: 'Mark as read (unread count 0)' },
  'PUT /api/conversations/:id/status': { tags, summary: 'Close or reopen', body: statusSchema },
};
