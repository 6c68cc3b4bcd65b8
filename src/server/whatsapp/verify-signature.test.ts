import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './verify-signature.ts';

// Meta's WhatsApp docs give no worked example; the X-Hub-Signature-256 scheme is the one GitHub
// documents with this vector ("Validating webhook deliveries": secret "It's a Secret to Everybody",
// payload "Hello, World!").
const SECRET = "It's a Secret to Everybody";
const EXAMPLE = 'sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';

describe('verifySignature', () => {
  it('matches the documented example', () => {
    expect(signBody(SECRET, 'Hello, World!')).toBe(EXAMPLE);
    expect(verifySignature(SECRET, Buffer.from('Hello, World!'), EXAMPLE)).toBe(true);
    expect(verifySignature(SECRET, 'Hello, World!', EXAMPLE.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    expect(verifySignature(SECRET, 'Hello, World?', EXAMPLE)).toBe(false);
    expect(verifySignature('another secret', 'Hello, World!', EXAMPLE)).toBe(false);
    expect(verifySignature(SECRET, 'Hello, World!', null)).toBe(false);
    expect(verifySignature(SECRET, 'Hello, World!', '')).toBe(false);
    expect(verifySignature(SECRET, 'Hello, World!', EXAMPLE.slice(7))).toBe(false);
    expect(verifySignature(SECRET, 'Hello, World!', `${EXAMPLE}00`)).toBe(false);
    expect(verifySignature(SECRET, 'Hello, World!', 'sha1=757107ea0eb2509fc211221cce984b8a37570b6d')).toBe(false);
    expect(verifySignature('', 'Hello, World!', EXAMPLE)).toBe(false);
  });

  it('hashes the raw bytes: re-serialised JSON does not pass', () => {
    const raw = '{"a": 1,  "b":"\\u00e9"}';
    const header = signBody('s', raw);
    expect(verifySignature('s', raw, header)).toBe(true);
    expect(verifySignature('s', JSON.stringify(JSON.parse(raw)), header)).toBe(false);
  });
});
