import { useEffect, useRef } from 'react';
import type { ListSection } from '../../lib/chat/bot-reply.ts';
import { useChatT } from './chat-t.ts';
import { CloseIcon } from './chat-icons.tsx';

// The list-choice sheet of a list button (spec 2.6): sections with rows (title, description);
// Escape, the close button or the backdrop close it. It covers its positioned container (the widget window).
export function ListSheet({
  title,
  sections,
  onChoose,
  onClose,
}: {
  title: string;
  sections: ListSection[];
  onChoose: (id: string, title: string) => void;
  onClose: () => void;
}) {
  const t = useChatT();
  const sheet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    sheet.current?.querySelector<HTMLButtonElement>('.dc-row')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  return (
    <div className="dc-sheet-backdrop" onClick={onClose}>
      <div
        ref={sheet}
        className="dc-sheet"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="dc-sheet-head">
          <span>{title}</span>
          <button type="button" className="dc-icon-button" onClick={onClose} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </div>
        {sections.map((section, s) => (
          <div key={s} role="group" aria-label={section.title || undefined}>
            {section.title ? <div className="dc-sheet-section">{section.title}</div> : null}
            {section.rows.map((row) => (
              <button key={row.id} type="button" className="dc-row" onClick={() => onChoose(row.id, row.title)}>
                <span>{row.title}</span>
                {row.description ? <span className="dc-row-desc">{row.description}</span> : null}
              </button>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
