import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_THEME } from '../../lib/chat/widget-theme.ts';
import { chatWidget as sw } from '../../i18n/sw/chat-widget.ts';
import { BUBBLE_EXPAND_MS, bubbleLabels, MESSAGE_MAX_LENGTH, MESSAGE_MAX_WIDTH, resolveTheme, themeVars } from './widget-palette.ts';
import { windowCss } from './widget-css.ts';

describe('widget theme', () => {
  it('has the spec 9 defaults', () => {
    const theme = resolveTheme(null);
    expect(theme).toEqual(DEFAULT_WIDGET_THEME);
    expect([theme.width, theme.height, theme.primaryColor, theme.fontSize]).toEqual([400, 500, '#2776EA', 14]);
    expect([theme.bubbleTitle, theme.bubbleSubTitle]).toEqual(['Need Help?', 'Ask me']);
    expect(BUBBLE_EXPAND_MS).toBe(5000);
    expect(MESSAGE_MAX_WIDTH).toBe(280);
    expect(windowCss).toContain('max-width:min(280px');
    expect(MESSAGE_MAX_LENGTH).toBe(1024);
  });

  it('keeps valid saved fields and ignores anything odd (an empty theme is ignored)', () => {
    expect(resolveTheme({})).toEqual(DEFAULT_WIDGET_THEME);
    const theme = resolveTheme({ primaryColor: '#112233', width: 5000, mode: 'dark', placement: 'middle', title: '  Karibu ', sentBoxBg: 'red;background:url(x)', evil: '<script>', fontSize: 16 });
    expect(theme).toMatchObject({ primaryColor: '#112233', width: 400, mode: 'dark', placement: 'right', title: 'Karibu', sentBoxBg: '#2776EA', fontSize: 16 });
    expect('evil' in theme).toBe(false);
  });

  it('dark mode swaps the light defaults but keeps chosen colours', () => {
    const vars = themeVars(resolveTheme({ mode: 'dark', receivedBoxBg: '#123456' }));
    expect(vars['--dc-bg']).toBe('#111827');
    expect(vars['--dc-recv-bg']).toBe('#123456');
    expect(vars['--dc-primary']).toBe('#2776EA');
    expect(vars['--dc-font-size']).toBe('14px');
  });

  it('shows default bubble labels in the widget language, custom ones as saved', () => {
    const t = (key: 'bubbleTitle' | 'bubbleSubTitle') => sw[key];
    expect(bubbleLabels(resolveTheme(null), t)).toEqual({ title: 'Unahitaji msaada?', subtitle: 'Niulize' });
    expect(bubbleLabels(resolveTheme({ bubbleTitle: 'Karibu', bubbleSubTitle: '' }), t)).toEqual({ title: 'Karibu', subtitle: '' });
  });
});
