import type { ChatKey } from './chat-t.ts';

// The player states of spec 4, kept apart from the elements so they can be tested as plain data.

export type VideoStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';
export type VideoEvent = 'loadstart' | 'canplay' | 'play' | 'pause' | 'ended' | 'error';

/** Video: loading → ready → playing ⇄ paused → ended (position reset by the player); error is final until a new source. */
export function nextVideoStatus(status: VideoStatus, event: VideoEvent): VideoStatus {
  if (event === 'error') return 'error';
  if (status === 'error') return status;
  switch (event) {
    case 'loadstart':
      return 'loading';
    case 'canplay':
      return status === 'loading' ? 'ready' : status;
    case 'play':
      return 'playing';
    case 'pause':
      // the pause that precedes 'ended' must not hide the ended state
      return status === 'ended' ? status : 'paused';
    case 'ended':
      return 'ended';
  }
}

export type AudioState = {
  playing: boolean;
  /** True until data loads; false after load or error (an audio error only stops this, spec 8). */
  loading: boolean;
  /** True while waiting for data, false once playing again. */
  buffering: boolean;
  currentTime: number;
  duration: number;
  bufferedEnd: number;
};

export const initialAudioState: AudioState = {
  playing: false,
  loading: true,
  buffering: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
};

export type AudioEvent =
  | { type: 'loaded'; duration: number }
  | { type: 'error' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'waiting' }
  | { type: 'playing' }
  | { type: 'time'; currentTime: number; bufferedEnd?: number }
  | { type: 'ended' };

export function audioReducer(state: AudioState, event: AudioEvent): AudioState {
  switch (event.type) {
    case 'loaded':
      return { ...state, loading: false, duration: Number.isFinite(event.duration) ? event.duration : state.duration };
    case 'error':
      return { ...state, loading: false, buffering: false, playing: false };
    case 'play':
      return { ...state, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'waiting':
      return { ...state, buffering: true };
    case 'playing':
      return { ...state, buffering: false, playing: true };
    case 'time':
      return { ...state, currentTime: event.currentTime, bufferedEnd: event.bufferedEnd ?? state.bufferedEnd };
    case 'ended':
      return { ...state, playing: false, buffering: false, currentTime: 0 };
  }
}

/** The audio does nothing until a duration is known (spec 4). */
export const hasDuration = (state: Pick<AudioState, 'duration'>) =>
  Number.isFinite(state.duration) && state.duration > 0;

/** The slider works in milliseconds (spec 4): its value becomes the element's time in seconds. */
export const sliderToSeconds = (ms: number) => Math.max(0, ms) / 1000;
export const secondsToSlider = (seconds: number) => Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000);

const MEDIA_ERROR_KEYS: Record<number, ChatKey> = {
  1: 'mediaAborted',
  2: 'mediaNetwork',
  3: 'mediaDecode',
  4: 'mediaNotSupported',
};

/** Spec 8: MediaError codes 1..4, anything else the generic text. */
export function mediaErrorKey(code: number | undefined): ChatKey {
  return (code !== undefined && MEDIA_ERROR_KEYS[code]) || 'mediaFailed';
}

/** 65 → '1:05'; 3725 → '1:02:05'; unknown → '0:00'. */
export function formatMediaTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  '3gp': 'video/3gpp',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
};

/** The MIME type a video link's extension names, or null when the link does not say. */
export function videoTypeOf(link: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(lastSegment(link))?.[1]?.toLowerCase();
  return (ext && VIDEO_TYPES[ext]) || null;
}

/** The last path segment of a link, decoded: the download name of a document (spec 2.6). */
export function lastSegment(link: string): string {
  let pathname = link;
  try {
    pathname = new URL(link, 'http://x.invalid').pathname;
  } catch {
    // keep the raw text
  }
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
