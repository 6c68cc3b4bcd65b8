import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useChatT } from '../../ui/chat/chat-t.ts';
import { CalendarIcon, SendIcon } from '../../ui/chat/chat-icons.tsx';
import { dateAllowed, insertAtCaret, isoToDmy } from './chat-entries.ts';
import type { DateInputHint } from './widget-api.ts';
import { MESSAGE_MAX_LENGTH } from './widget-palette.ts';

type Props = {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  busy: boolean;
  dateHint: DateInputHint | null;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
};

// The input of spec 2.6/5: placeholder 'Compose a message', at most 1024 characters, Enter sends
// and Shift+Enter starts a new line, an empty text is not sent, the send button at 0.4 opacity
// does nothing while disabled; the date button inserts day/month/year within the optional bounds.
export function Composer({ value, onChange, onSend, busy, dateHint, inputRef }: Props) {
  const t = useChatT();
  const [picking, setPicking] = useState(false);
  const [date, setDate] = useState('');
  const dateInput = useRef<HTMLInputElement>(null);
  const canSend = value.trim() !== '' && !busy;
  const min = dateHint?.min_date ?? undefined;
  const max = dateHint?.max_date ?? undefined;

  // the input grows with its text up to the CSS max-height (about five lines), then scrolls
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [value, inputRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  const insertDate = () => {
    const dmy = isoToDmy(date);
    if (!dmy || !dateAllowed(date, min, max)) return;
    const el = inputRef.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = insertAtCaret(value, start, end, dmy);
    if (next.text.length > MESSAGE_MAX_LENGTH) return;
    onChange(next.text);
    setPicking(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };
  const openPicker = () => {
    setPicking((p) => !p);
    requestAnimationFrame(() => {
      const el = dateInput.current;
      el?.focus();
      try {
        el?.showPicker?.();
      } catch {
        // showPicker needs a user gesture on some browsers: the field is there to tap
      }
    });
  };

  return (
    <div className="dc-composer-wrap">
      {picking ? (
        <div className="dc-date">
          <input
            ref={dateInput}
            type="date"
            aria-label={t('pickDate')}
            min={min}
            max={max}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') insertDate();
              if (event.key === 'Escape') setPicking(false);
            }}
          />
          <button type="button" className="dc-choice" disabled={!dateAllowed(date, min, max)} onClick={insertDate}>
            {t('pickDate')}
          </button>
        </div>
      ) : null}
      <div className="dc-composer">
        <button
          type="button"
          className="dc-icon-button"
          onClick={openPicker}
          aria-label={t('pickDate')}
          aria-expanded={picking}
          title={t('pickDate')}
        >
          <CalendarIcon />
        </button>
        <textarea
          ref={inputRef}
          className="dc-input"
          name="message"
          rows={1}
          value={value}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('placeholder')}
          aria-label={t('placeholder')}
          autoComplete="off"
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="dc-icon-button dc-send"
          disabled={!canSend}
          onClick={() => canSend && onSend()}
          aria-label={t('send')}
        >
          <SendIcon />
        </button>
      </div>
    </div>
  );
}
