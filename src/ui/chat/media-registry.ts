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

/**
 * Registers a player's element and listens to its events; playing it pauses the others. The
 * returned stop removes the listeners and the registration (an effect's clean-up).
 */
export function listenToMedia(element: HTMLMediaElement, handlers: [string, () => void][]): () => void {
  const unregister = registerMedia(element);
  const all: [string, () => void][] = [['play', () => pauseOthers(element)], ...handlers];
  for (const [name, handler] of all) element.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of all) element.removeEventListener(name, handler);
    unregister();
  };
}

/** Play or pause, as the player's button and a tap on the video do; a refused play() stays paused. */
export function togglePlay(element: HTMLMediaElement): void {
  if (element.paused) void element.play().catch(() => undefined);
  else element.pause();
}
