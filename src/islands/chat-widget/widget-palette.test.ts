import { describe, expect, it } from 'vitest';
import { DEFAULT_WIDGET_THEME } from '../../lib/chat/widget-theme.ts';
import { chatWidget as sw } from '../../i18n/sw/chat-widget.ts';
import {
  BUBBLE_EXPAND_MS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MAX_WIDTH,
  resolveTheme,
  themeVars,
  widgetLabels,
  contrastFixes,
} from './widget-palette.ts';
import { contrastRatio } from '../../lib/color-contrast.ts';
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
    const theme = resolveTheme({
      primaryColor: '#112233',
      width: 5000,
      mode: 'dark',
      placement: 'middle',
      title: '  Karibu ',
      sentBoxBg: 'red;background:url(x)',
      evil: '<script>',
      fontSize: 16,
    });
    expect(theme).toMatchObject({
      primaryColor: '#112233',
      width: 400,
      mode: 'dark',
      placement: 'right',
      title: 'Karibu',
      sentBoxBg: '#2776EA',
      fontSize: 16,
    });
    expect('evil' in theme).toBe(false);
  });

  it('dark mode swaps the light defaults but keeps chosen colours', () => {
    const vars = themeVars(resolveTheme({ mode: 'dark', receivedBoxBg: '#123456' }));
    expect(vars['--dc-bg']).toBe('#111827');
    expect(vars['--dc-recv-bg']).toBe('#123456');
    expect(vars['--dc-primary']).toBe('#2776EA');
    expect(vars['--dc-font-size']).toBe('14px');
  });

  it('shows default labels in the widget language, custom ones as saved, Swahili ones on Swahili pages', () => {
    const t = (key: 'bubbleTitle' | 'bubbleSubTitle' | 'chatTitle') => sw[key];
    expect(widgetLabels(resolveTheme(null), 'sw', t)).toEqual({
      title: 'Unahitaji msaada?',
      subtitle: 'Niulize',
      window: 'Ongea nasi',
    });
    expect(widgetLabels(resolveTheme({ bubbleTitle: 'Karibu', bubbleSubTitle: '' }), 'sw', t)).toMatchObject({
      title: 'Karibu',
      subtitle: '',
    });
    const both = resolveTheme({
      title: 'Mama Asha Shop',
      titleSw: 'Duka la Mama Asha',
      bubbleTitle: 'Order here',
      bubbleTitleSw: 'Agiza hapa',
      bubbleSubTitleSw: 'Tuko hapa',
    });
    expect(widgetLabels(both, 'sw', t)).toEqual({
      title: 'Agiza hapa',
      subtitle: 'Tuko hapa',
      window: 'Duka la Mama Asha',
    });
    expect(widgetLabels(both, 'en', (key) => key)).toEqual({
      title: 'Order here',
      subtitle: 'bubbleSubTitle',
      window: 'Mama Asha Shop',
    });
  });

  it("draws every text at 4.5:1 or more on its background, the defaults and a merchant's colours too", () => {
    const pairs = (vars: Record<string, string>) => [
      [vars['--dc-on-primary'], vars['--dc-primary']],
      [vars['--dc-primary-text'], vars['--dc-bg']],
      [vars['--dc-fg'], vars['--dc-bg']],
      [vars['--dc-sent-fg'], vars['--dc-sent-bg']],
      [vars['--dc-sent-link'], vars['--dc-sent-bg']],
      [vars['--dc-recv-fg'], vars['--dc-recv-bg']],
      [vars['--dc-recv-link'], vars['--dc-recv-bg']],
    ];
    const themes = [
      resolveTheme(null),
      resolveTheme({ mode: 'dark' }),
      resolveTheme({
        primaryColor: '#FFD400',
        sentBoxBg: '#FFD400',
        sentBoxColor: '#FFFFFF',
        receivedBoxBg: '#222222',
        receivedBoxColor: '#333333',
        receivedBoxLinkColor: '#0000FF',
        chatboxBg: '#FAFAFA',
      }),
    ];
    for (const theme of themes)
      for (const [fg, bg] of pairs(themeVars(theme)))
        expect(contrastRatio(fg!, bg!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    // the default header and sent messages: white on #2776EA would be 4.32:1, so the text is black
    expect(themeVars(resolveTheme(null))['--dc-on-primary']).toBe('#000000');
  });

  it('names each text colour the merchant chose that the widget had to change', () => {
    expect(
      contrastFixes(resolveTheme({ sentBoxBg: '#1E3A8A', sentBoxColor: '#FFFFFF', sentBoxLinkColor: '#FFFFFF' })),
    ).toEqual([]);
    const fixes = contrastFixes(
      resolveTheme({
        sentBoxBg: '#FFD400',
        sentBoxColor: '#FFFFFF',
        sentBoxLinkColor: '#000000',
        receivedBoxColor: '#AAAAAA',
      }),
    );
    expect(fixes.map((f) => f.field)).toEqual(['sentBoxColor', 'receivedBoxColor']);
    expect(fixes[0]!.ratio).toBeLessThan(2);
    expect(contrastRatio(fixes[0]!.used, '#FFD400')).toBeGreaterThanOrEqual(4.5);
  });
});
