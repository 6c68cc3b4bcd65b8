import { isDue, type PublicPopup, type SeenState, type Visit } from '../lib/popup-rules.ts';
import { readSession, readStorage, writeSession, writeStorage } from '../i18n/safe-storage.ts';

// What the browser remembers of a shop's pop-ups (issue 28). The loader reads it to decide whether
// any pop-up is due on this page (openVisit, duePopups: kept small, they ride in widget.js); the
// pop-up chunk records what was shown and closed (markSeen). Per shop (bot id): two shops'
// snippets on one site keep their own. No cookie: localStorage for the visitor, sessionStorage for
// this visit.

type Saved = SeenState & { v: string };
type Session = { r: boolean; u: string; shown: string[] };

const keyOf = (botId: string) => `duka_popups:${botId}`;
const sessionKeyOf = (botId: string) => `${keyOf(botId)}:s`;

function read<T>(text: string | null): Partial<T> {
  try {
    return (text && JSON.parse(text)) || {};
  } catch {
    return {};
  }
}

export type PopupVisit = { visitorId: string; visit: Visit; seen: SeenState };

/**
 * The visitor and this visit. The first page of a visit notes whether the visitor was known
 * before it (returning) and the visit's utm_source (later pages of the visit lose it from the URL).
 */
export function openVisit(botId: string): PopupVisit {
  const stored = readStorage(keyOf(botId));
  const saved = read<Saved>(stored);
  // the visitor id needs no secrecy (it only keeps a variant sticky and counts), just the API's form
  const v = /^[\w-]{8,64}$/.test(saved.v ?? '')
    ? saved.v!
    : (Math.random().toString(36) + Date.now()).replace('.', '_');
  if (v !== saved.v) writeStorage(keyOf(botId), JSON.stringify({ ...saved, v }));
  let session = read<Session>(readSession(sessionKeyOf(botId)));
  if (!session.shown) {
    session = { r: !!stored, u: new URLSearchParams(location.search).get('utm_source') ?? '', shown: [] };
    writeSession(sessionKeyOf(botId), JSON.stringify(session));
  }
  return {
    visitorId: v,
    visit: { path: location.pathname, utmSource: session.u!, returning: session.r!, shownThisSession: session.shown! },
    seen: { shown: saved.shown ?? [], closed: saved.closed ?? [] },
  };
}

/** The live pop-ups that may show on this page for this visitor, newest first. */
export function duePopups(popups: PublicPopup[], visit: PopupVisit): PublicPopup[] {
  return popups.filter((p) => isDue(p, visit.visit, visit.seen));
}

/** Remembers that a pop-up was shown (this visitor and this visit) or closed, for its frequency. */
export function markSeen(botId: string, popupId: string, what: 'shown' | 'closed'): void {
  const saved = read<Saved>(readStorage(keyOf(botId)));
  const list = (saved[what] ??= []);
  if (!list.includes(popupId)) list.push(popupId);
  writeStorage(keyOf(botId), JSON.stringify(saved));
  if (what !== 'shown') return;
  const session = read<Session>(readSession(sessionKeyOf(botId)));
  session.shown = [...(session.shown ?? []), popupId];
  writeSession(sessionKeyOf(botId), JSON.stringify(session));
}
