import { widgetThemeUpdateSchema } from '../../../lib/widget-settings-schema.ts';
import type { RouteDoc } from '../../http/route-doc.ts';

export const widgetDocs: Record<string, RouteDoc> = {
  'GET /plugin/:botId/unauthenticated': {
    tags: ['Bot'],
    summary: "The widget's theme as the merchant saved it (`theme_config`); the widget fills the rest with defaults",
    description: 'Public, open CORS, no cookies. 404 `bot_not_found` for an unknown or disabled bot.',
    cache: 'public, max-age=60',
  },
  'GET /api/widget-settings': {
    tags: ['Widget'],
    summary: "The shop's bot id, its theme merged with the defaults and the <script> tag to paste into a site",
  },
  'PUT /api/widget-settings': {
    tags: ['Widget'],
    summary: 'Save theme fields (those left out keep their value); answers the same shape as GET',
    body: widgetThemeUpdateSchema,
  },
};
