// Spec 4: starting one audio or video pauses every other one. The players register here rather
// than searching the document, so this also holds inside the widget's shadow root.
const playing = new Set<HTMLMediaElement>();

export function registerMedia(element: HTMLMediaElement): () => void {
  playing.add(element);
  return () => playing.delete(element);
}

/** Pauses every registered element except `element`. */
export function pauseOthers(element: HTMLMediaElement): void {
  for (const other of playing) if (other !== element && !other.paused) other.pause();
}
