export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type Box = Point & Size;

/** Room kept between steps, so that their edges and dots stay easy to tell apart and to grab. */
export const GAP = 40;
// The search walks out in rings from each wish; this many rings is far wider than any real flow.
const RINGS = 60;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width + GAP && a.x + a.width + GAP > b.x && a.y < b.y + b.height + GAP && a.y + a.height + GAP > b.y;

/**
 * Where a new step of `size` goes: under the selected step, else to its right, else at the
 * visible centre; when that spot is taken, the nearest free spot around it (below and to the
 * right first). Never on top of an existing step's box.
 */
export function freePosition(boxes: Box[], size: Size, wish: { selected?: Box | null; centre: Point }): Point {
  const { selected, centre } = wish;
  const anchors: Point[] = selected
    ? [
        { x: selected.x, y: selected.y + selected.height + GAP },
        { x: selected.x + selected.width + GAP, y: selected.y },
      ]
    : [{ x: centre.x - size.width / 2, y: centre.y - size.height / 2 }];
  const free = (p: Point) => !boxes.some((b) => overlaps({ ...p, ...size }, b));
  const step = { x: (size.width + GAP) / 2, y: (size.height + GAP) / 2 };
  for (let ring = 0; ring <= RINGS; ring++) {
    for (const anchor of anchors) {
      for (const [dx, dy] of ringOffsets(ring)) {
        const p = { x: Math.round(anchor.x + dx * step.x), y: Math.round(anchor.y + dy * step.y) };
        if (free(p)) return p;
      }
    }
  }
  // Past the rings: under everything, which is always free.
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: Math.round(anchors[0]!.x), y: Math.round(bottom + GAP) };
}

/** The cells of a square ring around (0, 0), nearest first, then below before above and right before left. */
function ringOffsets(ring: number): [number, number][] {
  if (ring === 0) return [[0, 0]];
  const cells: [number, number][] = [];
  for (let dx = -ring; dx <= ring; dx++)
    for (let dy = -ring; dy <= ring; dy++) if (Math.max(Math.abs(dx), Math.abs(dy)) === ring) cells.push([dx, dy]);
  const rank = ([dx, dy]: [number, number]) => Math.hypot(dx, dy) * 4 + (dy < 0 ? 2 : 0) + (dx < 0 ? 1 : 0);
  return cells.sort((a, b) => rank(a) - rank(b));
}
