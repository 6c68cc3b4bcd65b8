import { describe, expect, it } from 'vitest';
import { chatWidget as en } from '../../i18n/en/chat-widget.ts';
import {
  audioReducer,
  formatMediaTime,
  hasDuration,
  initialAudioState,
  lastSegment,
  mediaErrorKey,
  nextVideoStatus,
  secondsToSlider,
  sliderToSeconds,
  videoTypeOf,
} from './media-state.ts';

describe('video states (spec 4)', () => {
  it('goes loading → ready → playing → paused → playing → ended', () => {
    let s = nextVideoStatus('loading', 'canplay');
    expect(s).toBe('ready');
    s = nextVideoStatus(s, 'play');
    expect(s).toBe('playing');
    s = nextVideoStatus(s, 'pause');
    expect(s).toBe('paused');
    s = nextVideoStatus(nextVideoStatus(s, 'play'), 'ended');
    expect(s).toBe('ended');
    // browsers fire pause before/after ended: the ended state stays
    expect(nextVideoStatus(s, 'pause')).toBe('ended');
    expect(nextVideoStatus(s, 'play')).toBe('playing');
  });

  it('stays in error once failed', () => {
    const s = nextVideoStatus('playing', 'error');
    expect(s).toBe('error');
    expect(nextVideoStatus(s, 'play')).toBe('error');
    expect(nextVideoStatus(s, 'canplay')).toBe('error');
  });
});

describe('audio state (spec 4)', () => {
  it('is loading until data loads and then knows its duration', () => {
    expect(initialAudioState.loading).toBe(true);
    expect(hasDuration(initialAudioState)).toBe(false);
    const s = audioReducer(initialAudioState, { type: 'loaded', duration: 12.5 });
    expect(s.loading).toBe(false);
    expect(hasDuration(s)).toBe(true);
  });

  it('an error only stops the loading indicator', () => {
    const s = audioReducer(initialAudioState, { type: 'error' });
    expect(s.loading).toBe(false);
    expect(hasDuration(s)).toBe(false);
  });

  it('buffers while waiting and not once playing; the end resets to 0, paused', () => {
    let s = audioReducer(audioReducer(initialAudioState, { type: 'loaded', duration: 30 }), { type: 'play' });
    s = audioReducer(s, { type: 'waiting' });
    expect(s.buffering).toBe(true);
    s = audioReducer(s, { type: 'playing' });
    expect(s).toMatchObject({ buffering: false, playing: true });
    s = audioReducer(s, { type: 'time', currentTime: 29.9, bufferedEnd: 30 });
    expect(s.bufferedEnd).toBe(30);
    s = audioReducer(s, { type: 'ended' });
    expect(s).toMatchObject({ playing: false, currentTime: 0 });
  });

  it('keeps an infinite (live) duration unknown', () => {
    expect(hasDuration(audioReducer(initialAudioState, { type: 'loaded', duration: Infinity }))).toBe(false);
  });

  it('the slider is in milliseconds', () => {
    expect(sliderToSeconds(1500)).toBe(1.5);
    expect(sliderToSeconds(-5)).toBe(0);
    expect(secondsToSlider(2.345)).toBe(2345);
    expect(secondsToSlider(NaN)).toBe(0);
  });
});

describe('media helpers', () => {
  it('maps error codes to the spec 8 texts', () => {
    expect(en[mediaErrorKey(1)]).toBe('Loading audio/video resorces was aborted');
    expect(en[mediaErrorKey(2)]).toBe('Failed to play audio/video due to network error');
    expect(en[mediaErrorKey(3)]).toBe('Failed to decode audio/video resorces');
    expect(en[mediaErrorKey(4)]).toBe('Audio/Video resources not supported');
    expect(en[mediaErrorKey(9)]).toBe('Failed to load audio/video resources');
    expect(en[mediaErrorKey(undefined)]).toBe('Failed to load audio/video resources');
    expect(en.videoFormat).toBe('Your Browser does not support this video format');
  });

  it('formats times', () => {
    expect(formatMediaTime(0)).toBe('0:00');
    expect(formatMediaTime(65.7)).toBe('1:05');
    expect(formatMediaTime(3725)).toBe('1:02:05');
    expect(formatMediaTime(NaN)).toBe('0:00');
  });

  it('names a download by the last segment of the link', () => {
    expect(lastSegment('https://cdn.x/files/Price%20list.pdf?sig=1')).toBe('Price list.pdf');
    expect(lastSegment('https://cdn.x/a/b/')).toBe('b');
    expect(lastSegment('https://cdn.x')).toBe('');
  });

  it('reads a video type from the extension', () => {
    expect(videoTypeOf('https://x/y.MP4')).toBe('video/mp4');
    expect(videoTypeOf('https://x/y.webm?x=1')).toBe('video/webm');
    expect(videoTypeOf('https://x/stream')).toBeNull();
  });
});
