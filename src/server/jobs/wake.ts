/**
 * In-process nudge: code that enqueues a job in this process wakes the local worker at once
 * instead of waiting for its next poll. Workers of other processes still find the job by polling.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onWake(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeWorkers(): void {
  for (const listener of listeners) listener();
}
