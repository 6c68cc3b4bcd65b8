import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// What the knowledge journeys give the bot: a PDF made here (pdf-lib, one text per page) and a
// small site served from this machine (each path a page with a title and its HTML body).

/** A PDF whose page n holds pages[n - 1] (Helvetica: plain Latin text). */
export async function knowledgePdf(pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([595, 842]);
    const words = text.split(' ');
    let line = '';
    let y = 780;
    for (const word of [...words, '']) {
      if (word && font.widthOfTextAtSize(`${line} ${word}`, 12) < 500) {
        line = line ? `${line} ${word}` : word;
        continue;
      }
      page.drawText(line, { x: 50, y, size: 12, font });
      y -= 18;
      line = word;
    }
  }
  return Buffer.from(await doc.save());
}

export type KnowledgeSite = { url: (path: string) => string; close: () => Promise<void> };

/** Serves the pages on 127.0.0.1 (a port of its own); other paths are 404. */
export async function startKnowledgeSite(
  pages: Record<string, { title: string; body: string }>,
): Promise<KnowledgeSite> {
  const server: Server = createServer((req, res) => {
    const page = Object.hasOwn(pages, req.url ?? '') ? pages[req.url!] : undefined;
    if (!page) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>${page.title}</title></head><body><main>${page.body}</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
