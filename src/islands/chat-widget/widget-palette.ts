import { DEFAULT_WIDGET_THEME } from '../../lib/chat/widget-theme-defaults.ts';
import type { WidgetTheme } from '../../lib/chat/widget-theme.ts';
import { contrastRatio, readableOn, textOn } from '../../lib/color-contrast.ts';

// The theme the widget draws with: the bot's saved fields over the defaults of spec 9. The widget
// checks each field itself (the schema's zod would triple the chunk); anything odd keeps the default.
const COLOR = /^#[0-9a-fA-F]{6}$/;
const CHOICES: Partial<Record<keyof WidgetTheme, readonly string[]>> = {
  fontFamily: ['InterRegular', 'PoppinsRegular', 'inherit'],
  buttonSize: ['sm', 'md', 'lg'],
  mode: ['light', 'dark'],
  placement: ['left', 'right'],
};
const NUMBERS: Partial<Record<keyof WidgetTheme, [number, number]>> = {
  fontSize: [12, 20],
  height: [360, 900],
  width: [300, 600],
};

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
  // Not the keyword `inherit`: a custom property set to it takes the host page's own --dc-font.
  // 'initial' leaves the variable empty; the .dc-w[data-font=inherit] rule gives the page's font.
  inherit: 'initial',
};

// Every text colour is checked against what it is drawn on (WCAG AA, 4.5:1): a merchant's pair
// that does not read is moved towards black or white until it does (settings warn about it).
export function themeVars(theme: WidgetTheme): Record<string, string> {
  const pick = <K extends keyof WidgetTheme>(key: K) =>
    String(theme.mode === 'dark' && theme[key] === DEFAULT_WIDGET_THEME[key] && DARK[key] ? DARK[key] : theme[key]);
  const bg = pick('chatboxBg');
  const sent = theme.sentBoxBg;
  const recv = pick('receivedBoxBg');
  return {
    '--dc-primary': theme.primaryColor,
    '--dc-on-primary': textOn(theme.primaryColor),
    '--dc-primary-text': readableOn(bg, theme.primaryColor),
    '--dc-secondary': pick('secondaryColor'),
    '--dc-border': pick('borderColor'),
    '--dc-bg': bg,
    '--dc-fg': readableOn(bg, theme.mode === 'dark' ? '#F9FAFB' : '#111827'),
    '--dc-sent-bg': sent,
    '--dc-sent-fg': readableOn(sent, theme.sentBoxColor),
    '--dc-sent-link': readableOn(sent, theme.sentBoxLinkColor),
    '--dc-recv-bg': recv,
    '--dc-recv-fg': readableOn(recv, pick('receivedBoxColor')),
    '--dc-recv-link': readableOn(recv, pick('receivedBoxLinkColor')),
    '--dc-font-size': `${theme.fontSize}px`,
    '--dc-font': FONTS[theme.fontFamily],
    '--dc-width': `${theme.width}px`,
    '--dc-height': `${theme.height}px`,
  };
}

/** Text colours the merchant chose that do not read on their background, and what the widget shows instead. */
export type ContrastFix = {
  field: 'sentBoxColor' | 'sentBoxLinkColor' | 'receivedBoxColor' | 'receivedBoxLinkColor';
  ratio: number;
  used: string;
};

export function contrastFixes(theme: WidgetTheme): ContrastFix[] {
  const vars = themeVars(theme);
  const fields = [
    ['sentBoxColor', '--dc-sent-fg', '--dc-sent-bg'],
    ['sentBoxLinkColor', '--dc-sent-link', '--dc-sent-bg'],
    ['receivedBoxColor', '--dc-recv-fg', '--dc-recv-bg'],
    ['receivedBoxLinkColor', '--dc-recv-link', '--dc-recv-bg'],
  ] as const;
  return fields.flatMap(([field, shown, bg]) => {
    const chosen = (
      theme.mode === 'dark' && theme[field] === DEFAULT_WIDGET_THEME[field] && DARK[field] ? DARK[field] : theme[field]
    ).toUpperCase();
    return vars[shown] !== chosen
      ? [{ field, ratio: Math.floor(contrastRatio(chosen, vars[bg]!) * 100) / 100, used: vars[shown]! }]
      : [];
  });
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

type LabelKey = 'bubbleTitle' | 'bubbleSubTitle' | 'chatTitle';

/**
 * The widget's words in its language: the merchant's Swahili text on a Swahili page; else their
 * own text; a text left at the English default reads in the widget's language (`t`).
 */
export function widgetLabels(theme: WidgetTheme, lang: 'en' | 'sw', t: (key: LabelKey) => string) {
  const pick = (own: string, ownSw: string | undefined, key: LabelKey, fallback: string) =>
    lang === 'sw' && ownSw ? ownSw : own === fallback ? t(key) : own;
  return {
    title: pick(theme.bubbleTitle, theme.bubbleTitleSw, 'bubbleTitle', DEFAULT_WIDGET_THEME.bubbleTitle),
    subtitle: pick(theme.bubbleSubTitle, theme.bubbleSubTitleSw, 'bubbleSubTitle', DEFAULT_WIDGET_THEME.bubbleSubTitle),
    window: pick(theme.title, theme.titleSw, 'chatTitle', DEFAULT_WIDGET_THEME.title),
  };
}
