import type { WidgetTheme } from '../../lib/chat/widget-theme.ts';
import { useChatT } from '../../ui/chat/chat-t.ts';
import { ChatIcon } from '../../ui/chat/chat-icons.tsx';
import { BUBBLE_SIZES, widgetLabels } from './widget-palette.ts';

// The closed widget (spec 2.6): a round button in size sm/md/lg; `expanded` adds the label.
// The standalone loader draws the same markup before this code arrives (src/widget/loader-bubble.ts).
export function Bubble({
  theme,
  lang,
  expanded,
  onOpen,
}: {
  theme: WidgetTheme;
  lang: 'en' | 'sw';
  expanded: boolean;
  onOpen: () => void;
}) {
  const t = useChatT();
  const size = BUBBLE_SIZES[theme.buttonSize];
  const labels = widgetLabels(theme, lang, t);
  return (
    <button
      type="button"
      className="dc-bubble"
      onClick={onOpen}
      aria-label={expanded ? undefined : t('openChat')}
      data-expanded={expanded}
    >
      <span className="dc-bubble-icon" style={{ width: size, height: size }}>
        <ChatIcon size={Math.round(size * 0.46)} />
      </span>
      {expanded && (labels.title || labels.subtitle) ? (
        <span className="dc-bubble-label">
          {labels.title ? <strong>{labels.title}</strong> : null}
          {labels.subtitle ? <span>{labels.subtitle}</span> : null}
        </span>
      ) : null}
    </button>
  );
}
