/** Text made safe for XML and HTML, in content and in quoted attributes alike. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
