import { flowDraftSchema } from '../../../lib/chatflow-schemas.ts';
import type { RouteDoc } from '../../http/route-doc.ts';

export const flowsDocs: Record<string, RouteDoc> = {
  'GET /api/chatflow': {
    tags: ['Chat flows'],
    summary: "The shop's flow: draft, its revision, the published version, the bot id and the draft's issues",
    description: 'Made with the default flow (published as version 1) on first use. Issues carry a level: errors block publishing, warnings only inform.',
  },
  'PUT /api/chatflow/draft': {
    tags: ['Chat flows'],
    summary: 'Save the draft (autosave); `revision` is the one the copy started from',
    body: flowDraftSchema,
    errors: [409],
    description: 'Answers the new draft_revision and the issues. 409 when someone saved since `revision`: reload before saving again. Bodies up to 1 MB.',
  },
  'POST /api/chatflow/publish': {
    tags: ['Chat flows'],
    summary: 'Publish the saved draft as the next version the bot runs',
    description: 'A 400 answer lists the blocking `issues` beside the message when the draft has errors.',
  },
  'GET /api/chatflow/versions': { tags: ['Chat flows'], summary: 'Published versions, newest first (the last 50)' },
  'POST /api/chatflow/versions/:version/restore': { tags: ['Chat flows'], summary: 'Copy a published version into the draft (publish it to make it live again)' },
  'GET /api/chatflow/preview-token': {
    tags: ['Chat flows'],
    summary: "A short-lived token for the builder's preview: POST /plugin/conversation/{bot_id} with header X-Preview-Token runs the draft",
  },
};
