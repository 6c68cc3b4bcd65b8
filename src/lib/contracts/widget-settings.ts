import { z } from 'zod';
import { widgetThemeSchema, widgetThemeUpdateSchema } from '../chat/widget-theme.ts';

/** The shop's bot, its theme merged with the defaults and the <script> tag to paste into a site. */
export const widgetSettingsSchema = z.strictObject({
  bot_id: z.string(),
  enabled: z.boolean(),
  theme: widgetThemeSchema,
  embed_snippet: z.string(),
});
/** Only the theme fields the merchant saved: the widget has the defaults. */
export const publicThemeSchema = z.strictObject({ theme_config: widgetThemeUpdateSchema });

export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;
