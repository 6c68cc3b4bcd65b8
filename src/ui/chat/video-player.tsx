import { useEffect, useRef, useState } from 'react';
import type { MediaItem } from '../../lib/chat/bot-reply.ts';
import { useChatT, type ChatKey } from './chat-t.ts';
import { FullScreenIcon, PauseIcon, PlayIcon } from './chat-icons.tsx';
import { MediaCaption, MediaTime } from './media-caption.tsx';
import { listenToMedia, togglePlay } from './media-registry.ts';
import { mediaErrorKey, nextVideoStatus, videoTypeOf, type VideoEvent, type VideoStatus } from './media-state.ts';

// Video of spec 2.6/4: play/pause, seek, time and full screen; states loading, ready, playing,
// paused, ended (the position goes back to the start) and error with spec 8's texts.
export function VideoPlayer({ item }: { item: MediaItem }) {
  const t = useChatT();
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<VideoStatus>('loading');
  const [errorKey, setErrorKey] = useState<ChatKey | null>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const type = videoTypeOf(item.link);
    if (type && el.canPlayType(type) === '') {
      setErrorKey('videoFormat');
      setStatus('error');
      return;
    }
    const on = (event: VideoEvent) => () => setStatus((s) => nextVideoStatus(s, event));
    const stop = listenToMedia(el, [
      ['loadstart', on('loadstart')],
      ['canplay', on('canplay')],
      ['play', on('play')],
      ['pause', on('pause')],
      [
        'ended',
        () => {
          el.currentTime = 0;
          setTime(0);
          on('ended')();
        },
      ],
      [
        'error',
        () => {
          setErrorKey(mediaErrorKey(el.error?.code));
          on('error')();
        },
      ],
      ['timeupdate', () => setTime(el.currentTime)],
      ['durationchange', () => setDuration(Number.isFinite(el.duration) ? el.duration : 0)],
    ]);
    // a cached video may be ready before the listeners were attached
    if (el.readyState >= 3) setStatus((s) => nextVideoStatus(s, 'canplay'));
    if (el.error) {
      setErrorKey(mediaErrorKey(el.error.code));
      setStatus('error');
    }
    return stop;
  }, [item.link]);

  const toggle = () => {
    const el = video.current;
    if (el && status !== 'error') togglePlay(el);
  };
  const seek = (seconds: number) => {
    const el = video.current;
    if (!el || !duration) return;
    el.currentTime = seconds;
    setTime(seconds);
  };
  const fullScreen = () => {
    const el = box.current as (HTMLDivElement & { webkitRequestFullscreen?: () => void }) | null;
    const vid = video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null;
    if (el?.requestFullscreen) void el.requestFullscreen().catch(() => undefined);
    else if (el?.webkitRequestFullscreen) el.webkitRequestFullscreen();
    else vid?.webkitEnterFullscreen?.();
  };
  const playing = status === 'playing';

  return (
    <figure className="dc-figure">
      <div ref={box} className="dc-video" data-status={status}>
        <video ref={video} src={item.link} preload="metadata" playsInline className="dc-video-el" onClick={toggle} />
        {status === 'error' && errorKey ? (
          <p role="alert" className="dc-media-error">
            {t(errorKey)}
          </p>
        ) : null}
        {status === 'loading' ? (
          <span className="dc-video-loading" role="status">
            {t('loading')}
          </span>
        ) : null}
        <div className="dc-controls">
          <button
            type="button"
            className="dc-icon-button"
            onClick={toggle}
            disabled={status === 'error'}
            aria-label={playing ? t('pause') : t('play')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <input
            type="range"
            className="dc-range"
            min={0}
            max={duration || 0}
            step="any"
            value={Math.min(time, duration || 0)}
            disabled={!duration || status === 'error'}
            aria-label={t('seek')}
            onChange={(event) => seek(Number(event.currentTarget.value))}
          />
          <MediaTime current={time} duration={duration} />
          <button
            type="button"
            className="dc-icon-button"
            onClick={fullScreen}
            disabled={status === 'error'}
            aria-label={t('fullScreen')}
          >
            <FullScreenIcon />
          </button>
        </div>
      </div>
      <MediaCaption item={item} />
    </figure>
  );
}
