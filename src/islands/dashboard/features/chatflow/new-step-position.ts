import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import type { CanvasApi } from './flow-canvas.tsx';
import { freePosition, type Point, type Size } from './free-position.ts';

// A card is w-48 (192 px); a new one is not measured yet, so its height is a generous guess
// (a question with a choice) rather than too small a one.
const NEW_STEP: Size = { width: 192, height: 150 };
const UNMEASURED: Size = { width: 192, height: 120 };

/**
 * Where the builder drops a new step: free room near the selected step or the middle of the
 * view, using the sizes the canvas measured. The view pans to it when that lies outside.
 */
export function newStepPosition(
  flow: Flow,
  selectedId: string | null,
  canvas: CanvasApi | null,
  element: HTMLElement | null,
): Point {
  const measured = new Map((canvas?.getNodes() ?? []).map((n) => [n.id, n.measured]));
  const boxes = flow.nodes.map((n) => ({
    ...n.position,
    width: measured.get(n.id)?.width ?? UNMEASURED.width,
    height: measured.get(n.id)?.height ?? UNMEASURED.height,
  }));
  const selected = boxes[flow.nodes.findIndex((n) => n.id === selectedId)] ?? null;
  const rect = element?.getBoundingClientRect();
  if (!canvas || !rect) return freePosition(boxes, NEW_STEP, { selected, centre: { x: 0, y: 0 } });
  const topLeft = canvas.screenToFlowPosition({ x: rect.left, y: rect.top });
  const bottomRight = canvas.screenToFlowPosition({ x: rect.right, y: rect.bottom });
  const at = freePosition(boxes, NEW_STEP, {
    selected,
    centre: { x: (topLeft.x + bottomRight.x) / 2, y: (topLeft.y + bottomRight.y) / 2 },
  });
  const inView =
    at.x >= topLeft.x &&
    at.y >= topLeft.y &&
    at.x + NEW_STEP.width <= bottomRight.x &&
    at.y + NEW_STEP.height <= bottomRight.y;
  if (!inView)
    void canvas.setCenter(at.x + NEW_STEP.width / 2, at.y + NEW_STEP.height / 2, {
      zoom: canvas.getZoom(),
      duration: 200,
    });
  return at;
}
