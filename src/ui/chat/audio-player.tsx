import { useEffect, useReducer, useRef } from 'react';
import type { MediaItem } from '../../lib/chat/bot-reply.ts';
import { useChatT } from './chat-t.ts';
import { PauseIcon, PlayIcon } from './chat-icons.tsx';
import { MediaCaption, MediaTime } from './media-caption.tsx';
import { listenToMedia, togglePlay } from './media-registry.ts';
import { audioReducer, hasDuration, initialAudioState, secondsToSlider, sliderToSeconds } from './media-state.ts';

// Audio of spec 4: play/pause, a slider in milliseconds, time, loading and buffering; nothing
// works until a duration is known; the end puts the position back at zero, paused. An error only
// stops the loading indicator (spec 8).
export function AudioPlayer({ item, mode = 'light' }: { item: MediaItem; mode?: 'light' | 'dark' }) {
  const t = useChatT();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(audioReducer, initialAudioState);

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const buffered = () => (el.buffered.length ? el.buffered.end(el.buffered.length - 1) : 0);
    const stop = listenToMedia(el, [
      ['loadedmetadata', () => dispatch({ type: 'loaded', duration: el.duration })],
      ['durationchange', () => Number.isFinite(el.duration) && dispatch({ type: 'loaded', duration: el.duration })],
      ['error', () => dispatch({ type: 'error' })],
      ['play', () => dispatch({ type: 'play' })],
      ['pause', () => dispatch({ type: 'pause' })],
      ['waiting', () => dispatch({ type: 'waiting' })],
      ['playing', () => dispatch({ type: 'playing' })],
      ['timeupdate', () => dispatch({ type: 'time', currentTime: el.currentTime, bufferedEnd: buffered() })],
      ['progress', () => dispatch({ type: 'time', currentTime: el.currentTime, bufferedEnd: buffered() })],
      [
        'ended',
        () => {
          el.currentTime = 0;
          dispatch({ type: 'ended' });
        },
      ],
    ]);
    if (el.readyState >= 1) dispatch({ type: 'loaded', duration: el.duration });
    return stop;
  }, [item.link]);

  const ready = hasDuration(state);
  const toggle = () => {
    const el = audio.current;
    if (el && ready) togglePlay(el);
  };
  const seek = (ms: number) => {
    const el = audio.current;
    if (!el || !ready) return;
    el.currentTime = sliderToSeconds(ms);
    dispatch({ type: 'time', currentTime: el.currentTime });
  };
  const busy = state.loading || state.buffering;

  return (
    <figure className="dc-figure">
      <div className={`dc-audio dc-audio-${mode}`} aria-busy={busy}>
        <audio ref={audio} src={item.link} preload="metadata" />
        <button
          type="button"
          className="dc-icon-button dc-audio-play"
          onClick={toggle}
          disabled={!ready}
          aria-label={state.playing ? t('pause') : t('play')}
        >
          {busy ? (
            <span className="dc-spinner" role="status" aria-label={t('loading')} />
          ) : state.playing ? (
            <PauseIcon />
          ) : (
            <PlayIcon />
          )}
        </button>
        <input
          type="range"
          className="dc-range"
          min={0}
          max={secondsToSlider(state.duration)}
          step={1}
          value={secondsToSlider(state.currentTime)}
          disabled={!ready}
          aria-label={t('seek')}
          onChange={(event) => seek(Number(event.currentTarget.value))}
        />
        <MediaTime current={state.currentTime} duration={state.duration} />
      </div>
      <MediaCaption item={item} />
    </figure>
  );
}
