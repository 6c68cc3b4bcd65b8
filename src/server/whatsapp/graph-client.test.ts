import { describe, expect, it } from 'vitest';
import { maskSecrets } from '../http/mask-secrets.ts';
import { graphUrl } from './graph-client.ts';

describe('graph-client helpers', () => {
  const env = { WHATSAPP_GRAPH_URL: 'http://127.0.0.1:9/', WHATSAPP_API_VERSION: 'v23.0' };
  it('builds versioned URLs on the configured base', () => {
    expect(graphUrl(env, '/123/messages')).toBe('http://127.0.0.1:9/v23.0/123/messages');
    expect(graphUrl(env, 'oauth/access_token', { code: 'x y' })).toBe(
      'http://127.0.0.1:9/v23.0/oauth/access_token?code=x+y',
    );
    expect(graphUrl(env, '/v19.0/123')).toBe('http://127.0.0.1:9/v19.0/123');
  });
  it('masks secrets at any depth and leaves the rest', () => {
    expect(
      maskSecrets({
        access_token: 'EAAGabcdef1234',
        data: [{ client_secret: 'supersecret', name: 'n' }],
        error: { code: 190 },
      }),
    ).toEqual({
      access_token: '••••1234',
      data: [{ client_secret: '••••cret', name: 'n' }],
      error: { code: 190 },
    });
    expect(maskSecrets('plain')).toBe('plain');
  });
});
