// Strings of the shared primitives in src/ui (English is the key source; sw/ui.ts mirrors it).
// The first four are exact texts of the spec (2.1, 6, 8).
export const ui = {
  loading: 'Loading...',
  somethingWentWrong: 'Something went wrong.',
  refresh: 'Refresh',
  retry: 'Retry',
  errorFallback: 'Something Went Wrong',
  errorScreenHint: 'Please refresh the page. If it keeps happening, try again in a few minutes.',
  close: 'Close',
  closeNotification: 'Close notification',
  notifications: 'Notifications ({hotkey})',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  selectPlaceholder: 'Choose…',
  required: 'required',
  optional: 'optional',
  pageOf: 'Page {page} of {pages}',
  prevPage: 'Previous page',
  nextPage: 'Next page',
};
