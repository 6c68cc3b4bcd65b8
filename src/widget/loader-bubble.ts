import type { WidgetTheme } from '../lib/chat/widget-theme.ts';
import { BUBBLE_SIZES, themeVars, widgetLabels } from '../islands/chat-widget/widget-palette.ts';

// The bubble as plain DOM, drawn by the loader before the app arrives: the same markup and classes
// as islands/chat-widget/bubble.tsx, which replaces it once loaded (like server-rendered HTML).
const CHAT_ICON = 'M4 5h16v11H9l-5 4z';

export type BubbleTexts = { openChat: string; bubbleTitle: string; bubbleSubTitle: string; chatTitle: string };

export function drawBubble(
  container: HTMLElement,
  theme: WidgetTheme,
  lang: 'en' | 'sw',
  texts: BubbleTexts,
  expanded: boolean,
  onOpen: () => void,
): void {
  const root = document.createElement('div');
  root.className = 'dc-w';
  root.dataset.placement = theme.placement;
  root.dataset.font = theme.fontFamily;
  for (const [name, value] of Object.entries(themeVars(theme))) root.style.setProperty(name, value);

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'dc-bubble';
  button.addEventListener('click', onOpen);
  const size = BUBBLE_SIZES[theme.buttonSize];
  const icon = document.createElement('span');
  icon.className = 'dc-bubble-icon';
  icon.style.width = icon.style.height = `${size}px`;
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNs, 'svg');
  const iconSize = String(Math.round(size * 0.46));
  for (const [k, v] of Object.entries({
    width: iconSize,
    height: iconSize,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  }))
    svg.setAttribute(k, v);
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('d', CHAT_ICON);
  svg.append(path);
  icon.append(svg);
  button.append(icon);

  const labels = widgetLabels(theme, lang, (key) => texts[key]);
  if (expanded && (labels.title || labels.subtitle)) {
    const label = document.createElement('span');
    label.className = 'dc-bubble-label';
    if (labels.title) label.append(Object.assign(document.createElement('strong'), { textContent: labels.title }));
    if (labels.subtitle) label.append(Object.assign(document.createElement('span'), { textContent: labels.subtitle }));
    button.append(label);
  } else {
    button.setAttribute('aria-label', texts.openChat);
  }
  root.append(button);
  container.replaceChildren(root);
}
