// The tag a site pastes to show a shop's chat widget, and what a site with its own CSP must allow
// for it: one text for the back-office's widget page (the server's APP_URL) and the developers
// page (the origin that serves it), so the two never disagree.

/** Attribute-safe text (bot ids are ours, URLs come from configuration). */
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * widget.js comes from the app's origin; the bot API base is named only when it is served from
 * elsewhere (spec 7's bot host).
 */
export function widgetSnippet({
  appUrl,
  botId,
  botUrl = appUrl,
}: {
  appUrl: string;
  botId: string;
  botUrl?: string;
}): string {
  const base = botUrl !== appUrl ? ` data-base="${attr(botUrl)}"` : '';
  return `<script src="${attr(appUrl)}/widget.js" data-bot-id="${attr(botId)}"${base} async></script>`;
}

/** The directives widget.js needs on a site with a policy of its own (src/widget/loader.ts styles through the CSSOM). */
export function widgetCspSnippet(origin: string): string {
  return ['script-src', 'connect-src', 'img-src'].map((directive) => `${directive} ${origin};`).join('\n');
}
