import { z } from 'zod';

/** The widget theme of spec 3 with the defaults of spec 9, saved by the merchant per bot. */
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const widgetThemeSchema = z.strictObject({
  primaryColor: color,
  secondaryColor: color,
  borderColor: color,
  fontSize: z.number().int().min(12).max(20),
  fontFamily: z.enum(['InterRegular', 'PoppinsRegular', 'inherit']),
  sentBoxBg: color,
  receivedBoxBg: color,
  sentBoxColor: color,
  receivedBoxColor: color,
  chatboxBg: color,
  receivedBoxLinkColor: color,
  sentBoxLinkColor: color,
  buttonSize: z.enum(['sm', 'md', 'lg']),
  mode: z.enum(['light', 'dark']),
  title: z.string().trim().min(1).max(40),
  placement: z.enum(['left', 'right']),
  height: z.number().int().min(360).max(900),
  width: z.number().int().min(300).max(600),
  bubbleTitle: z.string().trim().max(30),
  bubbleSubTitle: z.string().trim().max(30),
  // The same three in Swahili, for pages and visitors in Swahili (empty: the English one).
  titleSw: z.string().trim().max(40),
  bubbleTitleSw: z.string().trim().max(30),
  bubbleSubTitleSw: z.string().trim().max(30),
});
export type WidgetTheme = z.infer<typeof widgetThemeSchema>;
export const widgetThemeUpdateSchema = widgetThemeSchema.partial();

// The defaults live in a zod-free module so the standalone widget can read them without zod.
export { DEFAULT_WIDGET_THEME } from './widget-theme-defaults.ts';
