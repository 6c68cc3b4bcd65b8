import { useCallback, useEffect, useRef, useState } from 'react';
import { schemaIssues } from '../../../../lib/chat/flow-graph.ts';
import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import { ApiError } from '../../lib/api.ts';
import { saveDraft } from './api.ts';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'invalid' | 'error' | 'conflict';
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Saves the draft ~1.5 s after the last edit, one save at a time (edits made during a save go in
 * the next one), each naming the revision it started from so a colleague's save is never
 * overwritten (409 → conflict, nothing more is saved until the merchant reloads). A flow the
 * server would refuse (a field marked in the panel) is not sent.
 */
export function useAutosave(flow: Flow, initial: { flow: Flow; revision: number }, enabled: boolean) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  // The server's words for the last failed save (e.g. too large), shown beside "Not saved".
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(flow);
  const saved = useRef(initial.flow);
  const revision = useRef(initial.revision);
  const conflicted = useRef(false);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  latest.current = flow;

  const saveLatest = useCallback(async (): Promise<boolean> => {
    const current = latest.current;
    if (conflicted.current) return false;
    if (current === saved.current) return true;
    if (schemaIssues(current).length) {
      setStatus('invalid');
      return false;
    }
    setStatus('saving');
    try {
      const res = await saveDraft(current, revision.current);
      revision.current = res.draft_revision;
      saved.current = current;
      setFailure(null);
      setStatus(latest.current === current ? 'saved' : 'pending');
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        conflicted.current = true;
        setStatus('conflict');
      } else {
        setFailure(error instanceof Error ? error.message : null);
        setStatus('error');
      }
      return false;
    }
  }, []);

  /** Saves now (publish, preview) and tells whether the latest flow is stored. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(saveLatest);
    return chain.current.then((ok) => ok && latest.current === saved.current);
  }, [saveLatest]);

  useEffect(() => {
    if (!enabled || conflicted.current) return;
    if (flow === saved.current) {
      setStatus((s) => (s === 'saving' ? s : 'saved'));
      return;
    }
    setStatus((s) => (s === 'saving' ? s : 'pending'));
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [flow, enabled, flush]);

  // Leaving the builder inside the app (another menu entry) still saves the last edits.
  useEffect(
    () => () => {
      if (enabled && latest.current !== saved.current && !conflicted.current) void flush();
    },
    [enabled, flush],
  );

  // Leaving with unsaved edits asks first (the browser shows its own words).
  const unsaved = status !== 'saved';
  useEffect(() => {
    if (!enabled || !unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [enabled, unsaved]);

  /** The server's copy changed (restore): it is what is saved now. */
  const reset = useCallback((stored: Flow, rev: number) => {
    saved.current = stored;
    revision.current = rev;
    conflicted.current = false;
    setStatus(latest.current === stored ? 'saved' : 'pending');
  }, []);

  return { status, failure, flush, reset };
}
