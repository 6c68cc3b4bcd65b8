import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { LIVE_URL } from '../../lib/analytics/use-analytics-live.ts';
import { alertSettingsQuery, readFeed } from './api.ts';
import { alertOf } from './alert-words.ts';
import { alertsWorker, chime, notificationPermission, showAlert } from './browser-alerts.ts';

/** After a dropped stream the browser reconnects by itself; a refused one is tried again after this. */
const REOPEN_MS = 30_000;

/**
 * The open dashboard's alerts. The shop's live stream (/api/analytics/live, a PostgreSQL NOTIFY at
 * each order's commit: no polling) says that something changed; the feed then says what, as this
 * person chose; each order or payment is shown once per page. Mounted for members who may read
 * orders; silent until notifications are allowed and the person keeps "in this dashboard" on.
 */
export function OrderAlertsLive() {
  const settings = useQuery(alertSettingsQuery());
  const lang = useStore($language);
  const langRef = useRef(lang);
  langRef.current = lang;
  const s = settings.data;
  const on = Boolean(s?.allowed && s.browser && (s.new_order || s.payment)) && notificationPermission() === 'granted';
  const sound = Boolean(s?.sound);

  useEffect(() => {
    if (!on || typeof EventSource === 'undefined') return;
    // Registered now, not at the first order: the first alert does not wait for it.
    void alertsWorker();
    const seen = new Set<string>();
    let cursor: string | null = null;
    let reading: Promise<void> = Promise.resolve();
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    // One read at a time, in order: two events close together do not show an order twice.
    const read = () => {
      reading = reading.then(async () => {
        try {
          const feed = await readFeed(cursor);
          // The first read answers what came just before this page opened: seen, never shown.
          const fresh = cursor === null ? [] : feed.items.filter((i) => !seen.has(`${i.event}:${i.id}`));
          for (const item of feed.items) seen.add(`${item.event}:${item.id}`);
          cursor = feed.cursor;
          if (closed) return;
          for (const item of fresh) await showAlert(alertOf(item, langRef.current));
          if (fresh.length > 0 && sound) chime();
        } catch {
          /* the next event reads again from the same cursor */
        }
      });
    };

    const open = () => {
      source = new EventSource(LIVE_URL);
      // The first open sets the cursor; a reopen reads what came while the stream was down.
      source.onopen = read;
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
      source.addEventListener('change', (e) => {
        const kind = (JSON.parse((e as MessageEvent<string>).data) as { kind?: string }).kind;
        if (kind === 'order' || kind === 'payment') read();
      });
    };
    open();
    return () => {
      closed = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [on, sound]);

  return null;
}
