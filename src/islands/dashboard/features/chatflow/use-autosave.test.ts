// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import { ApiError } from '../../lib/api.ts';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave.ts';

const saveDraft = vi.fn();
vi.mock('./api.ts', () => ({ saveDraft: (...args: unknown[]) => saveDraft(...args) }));

const flow = (keyword: string): Flow => ({
  version: 1,
  nodes: [
    {
      id: 'start',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: { keywords: [keyword], first_message: true, widget_opened: false },
    },
  ],
  edges: [],
});
const start = flow('hi');
const setup = () =>
  renderHook(({ f }) => useAutosave(f, { flow: start, revision: 3 }, true), { initialProps: { f: start } });
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10)));

beforeEach(() => {
  vi.useFakeTimers();
  saveDraft.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('useAutosave', () => {
  it('saves once after the edits stop, with the revision it started from, then the next one', async () => {
    saveDraft.mockResolvedValue({ draft_revision: 4, issues: [] });
    const hook = setup();
    expect(hook.result.current.status).toBe('saved');
    const a = flow('a');
    const b = flow('b');
    hook.rerender({ f: a });
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    hook.rerender({ f: b });
    expect(hook.result.current.status).toBe('pending');
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft).toHaveBeenLastCalledWith(b, 3);
    expect(hook.result.current.status).toBe('saved');
    saveDraft.mockResolvedValue({ draft_revision: 5, issues: [] });
    hook.rerender({ f: flow('c') });
    await settle();
    expect(saveDraft).toHaveBeenLastCalledWith(flow('c'), 4);
  });

  it('does not send a flow the server would refuse', async () => {
    const hook = setup();
    const bad = flow('ok');
    (bad.nodes[0]!.data as { keywords: string[] }).keywords = [''];
    hook.rerender({ f: bad });
    await settle();
    expect(saveDraft).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('invalid');
  });

  it('stops at a conflict, and says "not saved" on other failures until retried', async () => {
    saveDraft.mockRejectedValueOnce(new ApiError(500, { code: 'internal' }, 'boom'));
    const hook = setup();
    hook.rerender({ f: flow('x') });
    await settle();
    expect(hook.result.current.status).toBe('error');
    saveDraft.mockResolvedValueOnce({ draft_revision: 4, issues: [] });
    let ok = false;
    await act(async () => void (ok = await hook.result.current.flush()));
    expect(ok).toBe(true);
    expect(hook.result.current.status).toBe('saved');

    saveDraft.mockRejectedValueOnce(new ApiError(409, { code: 'flow_stale' }, 'stale'));
    hook.rerender({ f: flow('y') });
    await settle();
    expect(hook.result.current.status).toBe('conflict');
    hook.rerender({ f: flow('z') });
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(3);
    expect(hook.result.current.status).toBe('conflict');
  });
});
