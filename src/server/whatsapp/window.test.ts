import { describe, expect, it } from 'vitest';
import { isWindowOpen, WINDOW_MS } from './window.ts';

describe('isWindowOpen', () => {
  const now = new Date('2026-01-02T12:00:00Z');
  it('is closed without any inbound message', () => expect(isWindowOpen({ lastInboundAt: null }, now)).toBe(false));
  it('is open up to 24 h after the last inbound message, closed from then on', () => {
    expect(isWindowOpen({ lastInboundAt: new Date(now.getTime() - 60_000) }, now)).toBe(true);
    expect(isWindowOpen({ lastInboundAt: new Date(now.getTime() - WINDOW_MS + 1) }, now)).toBe(true);
    expect(isWindowOpen({ lastInboundAt: new Date(now.getTime() - WINDOW_MS) }, now)).toBe(false);
    expect(isWindowOpen({ lastInboundAt: '2025-12-31T12:00:00Z' }, now)).toBe(false);
  });
});
