import { describe, expect, it } from 'vitest';
import { freePosition, GAP, type Box } from './free-position.ts';

const size = { width: 192, height: 100 };
const box = (x: number, y: number): Box => ({ x, y, ...size });
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

describe('freePosition', () => {
  it('puts a step centred on the view when nothing is there', () => {
    expect(freePosition([box(1000, 1000)], size, { centre: { x: 0, y: 0 } })).toEqual({ x: -96, y: -50 });
  });

  it('goes under the selected step, then to its right when under is taken', () => {
    const selected = box(0, 0);
    expect(freePosition([selected], size, { selected, centre: { x: 0, y: 0 } })).toEqual({ x: 0, y: 100 + GAP });
    const under = box(0, 140);
    expect(freePosition([selected, under], size, { selected, centre: { x: 0, y: 0 } })).toEqual({ x: 192 + GAP, y: 0 });
  });

  it('never lands on a step, however crowded the spot', () => {
    // A block of steps around the centre, and steps added one after another at the same centre.
    const boxes: Box[] = [];
    for (let x = -400; x <= 400; x += 232) for (let y = -300; y <= 300; y += 140) boxes.push(box(x, y));
    for (let n = 0; n < 12; n++) {
      const p = freePosition(boxes, size, { centre: { x: 0, y: 0 } });
      const placed = { ...p, ...size };
      for (const b of boxes) expect(apart(placed, b)).toBe(true);
      boxes.push(placed);
    }
  });

  it('keeps the gap even against steps of other sizes', () => {
    const tall: Box = { x: -50, y: -300, width: 300, height: 600 };
    const p = freePosition([tall], size, { centre: { x: 0, y: 0 } });
    const withRoom = {
      x: p.x - GAP + 1,
      y: p.y - GAP + 1,
      width: size.width + 2 * GAP - 2,
      height: size.height + 2 * GAP - 2,
    };
    expect(apart(withRoom, tall)).toBe(true);
  });
});
