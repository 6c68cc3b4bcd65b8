import { DEFAULT_WIDGET_THEME } from '../../lib/chat/widget-theme-defaults.ts';
import type { WidgetTheme } from '../../lib/chat/widget-theme.ts';

// The theme the widget draws with: the bot's saved fields over the defaults of spec 9. The widget
// checks each field itself (the schema's zod would triple the chunk); anything odd keeps the default.
const COLOR = /^#[0-9a-fA-F]{6}$/;
const CHOICES: Partial<Record<keyof WidgetTheme, readonly string[]>> = {
  fontFamily: ['InterRegular', 'PoppinsRegular', 'inherit'],
  buttonSize: ['sm', 'md', 'lg'],
  mode: ['light', 'dark'],
  placement: ['left', 'right'],
};
const NUMBERS: Partial<Record<keyof WidgetTheme, [number, number]>> = { fontSize: [12, 20], height: [360, 900], width: [300, 600] };

export function resolveTheme(saved: unknown): WidgetTheme {
  const theme: Record<string, unknown> = { ...DEFAULT_WIDGET_THEME };
  if (!saved || typeof saved !== 'object') return theme as WidgetTheme;
  for (const [key, value] of Object.entries(saved as Record<string, unknown>)) {
    const fallback = (DEFAULT_WIDGET_THEME as Record<string, unknown>)[key];
    if (fallback === undefined) continue;
    const k = key as keyof WidgetTheme;
    const range = NUMBERS[k];
    const choices = CHOICES[k];
    if (range) {
      if (typeof value === 'number' && value >= range[0] && value <= range[1]) theme[k] = Math.round(value);
    } else if (choices) {
      if (typeof value === 'string' && choices.includes(value)) theme[k] = value;
    } else if (typeof fallback === 'string' && typeof value === 'string') {
      if (COLOR.test(fallback)) {
        if (COLOR.test(value)) theme[k] = value;
      } else if (value.length <= 40) theme[k] = k === 'title' ? value.trim() || fallback : value.trim();
    }
  }
  return theme as WidgetTheme;
}

// Dark mode swaps the light defaults for dark ones; colours the merchant chose stay theirs.
const DARK: Partial<WidgetTheme> = {
  chatboxBg: '#111827',
  receivedBoxBg: '#1F2937',
  receivedBoxColor: '#F3F4F6',
  borderColor: '#374151',
  receivedBoxLinkColor: '#93C5FD',
  secondaryColor: '#1F2937',
};

const FONTS: Record<WidgetTheme['fontFamily'], string> = {
  InterRegular: 'Inter, "Inter var", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  PoppinsRegular: 'Poppins, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  inherit: 'inherit',
};

export function themeVars(theme: WidgetTheme): Record<string, string> {
  const pick = <K extends keyof WidgetTheme>(key: K) =>
    String(theme.mode === 'dark' && theme[key] === DEFAULT_WIDGET_THEME[key] && DARK[key] ? DARK[key] : theme[key]);
  const bg = pick('chatboxBg');
  return {
    '--dc-primary': theme.primaryColor,
    '--dc-secondary': pick('secondaryColor'),
    '--dc-border': pick('borderColor'),
    '--dc-bg': bg,
    '--dc-fg': theme.mode === 'dark' ? '#F9FAFB' : '#111827',
    '--dc-sent-bg': theme.sentBoxBg,
    '--dc-sent-fg': theme.sentBoxColor,
    '--dc-sent-link': theme.sentBoxLinkColor,
    '--dc-recv-bg': pick('receivedBoxBg'),
    '--dc-recv-fg': pick('receivedBoxColor'),
    '--dc-recv-link': pick('receivedBoxLinkColor'),
    '--dc-font-size': `${theme.fontSize}px`,
    '--dc-font': FONTS[theme.fontFamily],
    '--dc-width': `${theme.width}px`,
    '--dc-height': `${theme.height}px`,
  };
}

export const BUBBLE_SIZES: Record<WidgetTheme['buttonSize'], number> = { sm: 48, md: 56, lg: 64 };
/** Spec 9: an unopened bubble expands into its label after 5 s. */
export const BUBBLE_EXPAND_MS = 5000;
/** Spec 9: a message bubble is at most 280 px wide. */
export const MESSAGE_MAX_WIDTH = 280;
/** Spec 5: the text input's default maximum length. */
export const MESSAGE_MAX_LENGTH = 1024;
/** How often an open window asks for messages that did not answer its own sends. */
export const POLL_MS = 4000;

/** The bubble labels: a label left at the English default reads in the widget's language. */
export function bubbleLabels(theme: WidgetTheme, t: (key: 'bubbleTitle' | 'bubbleSubTitle') => string) {
  return {
    title: theme.bubbleTitle === DEFAULT_WIDGET_THEME.bubbleTitle ? t('bubbleTitle') : theme.bubbleTitle,
    subtitle: theme.bubbleSubTitle === DEFAULT_WIDGET_THEME.bubbleSubTitle ? t('bubbleSubTitle') : theme.bubbleSubTitle,
  };
}
