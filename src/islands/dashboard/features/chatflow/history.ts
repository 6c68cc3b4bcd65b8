import type { Flow } from '../../../../lib/chat/flow-schema.ts';

/**
 * Undo and redo over whole flow snapshots (flows are small and edits are immutable, so a
 * snapshot costs only the changed parts). Edits sharing a `group` (typing in one field, one
 * drag) fold into one step, so Ctrl+Z undoes a word typed or a move, not each keystroke.
 */
export type History = { past: Flow[]; present: Flow; future: Flow[]; group: string | null };
export type HistoryAction =
  { type: 'edit'; flow: Flow; group?: string } | { type: 'undo' } | { type: 'redo' } | { type: 'load'; flow: Flow };

export const HISTORY_LIMIT = 100;

export const initHistory = (flow: Flow): History => ({ past: [], present: flow, future: [], group: null });

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case 'edit': {
      if (action.flow === state.present) return state;
      const group = action.group ?? null;
      if (group !== null && group === state.group) return { ...state, present: action.flow, future: [] };
      return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present: action.flow, future: [], group };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        group: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest, group: null };
    }
    case 'load':
      return initHistory(action.flow);
  }
}
