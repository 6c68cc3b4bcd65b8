// The face of the popups module (issue 28): what flows/popup-results needs. Anything else in this
// folder is the module's own.
export { popupEventCounts } from './popup-counts.ts';
export type { PopupEventCount } from './popup-counts.ts';
