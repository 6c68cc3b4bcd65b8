import { describe, expect, it } from 'vitest';
import { mediaResponse } from './media-response.ts';

const file = (contentType: string) => ({ bytes: new Uint8Array([1, 2, 3]), contentType });

describe('mediaResponse', () => {
  it('shows photos, voice notes and videos in the transcript', () => {
    for (const type of ['image/jpeg', 'image/webp', 'audio/ogg; codecs=opus', 'video/mp4']) {
      const res = mediaResponse(file(type));
      expect(res.headers.get('content-disposition')).toBe('inline');
      expect(res.headers.get('content-type')).toBe(type.split(';')[0]);
    }
  });

  it('never renders a file that could carry script on our origin: it is downloaded, sandboxed', () => {
    for (const type of ['text/html', 'image/svg+xml', 'application/pdf', 'application/xhtml+xml']) {
      const res = mediaResponse(file(type));
      expect(res.headers.get('content-disposition')).toBe('attachment');
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
