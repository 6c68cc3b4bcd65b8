import type { WidgetTheme } from './widget-theme.ts';

/**
 * The widget theme defaults of spec 9 (400×500, #2776EA, 14 px, 'Need Help?' / 'Ask me'). Kept
 * apart from the zod schema in widget-theme.ts, which re-exports them, so that the standalone
 * widget (src/widget) imports them without pulling zod into its 6 KB loader.
 */
export const DEFAULT_WIDGET_THEME: WidgetTheme = {
  primaryColor: '#2776EA',
  secondaryColor: '#FFFFFF',
  borderColor: '#E5E7EB',
  fontSize: 14,
  fontFamily: 'inherit',
  sentBoxBg: '#2776EA',
  receivedBoxBg: '#F3F4F6',
  sentBoxColor: '#FFFFFF',
  receivedBoxColor: '#111827',
  chatboxBg: '#FFFFFF',
  receivedBoxLinkColor: '#1D4ED8',
  sentBoxLinkColor: '#FFFFFF',
  buttonSize: 'md',
  mode: 'light',
  title: 'Chat with us',
  placement: 'right',
  height: 500,
  width: 400,
  bubbleTitle: 'Need Help?',
  bubbleSubTitle: 'Ask me',
  titleSw: '',
  bubbleTitleSw: '',
  bubbleSubTitleSw: '',
};
