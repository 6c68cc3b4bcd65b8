// The visitor-country lookup the site makes once (spec 4, i18n/language.ts). A build-time variable
// of the pages; the server reads the same one to allow the call in the pages' CSP.
export const DEFAULT_GEO_URL = 'https://ipapi.co/json/';
