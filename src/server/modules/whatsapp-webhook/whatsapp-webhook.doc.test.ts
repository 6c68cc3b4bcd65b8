import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../openapi/openapi.ts';
import { whatsappWebhookRoutes } from './whatsapp-webhook.routes.ts';

type Json = Record<string, any>;
const paths = (buildOpenApi(whatsappWebhookRoutes) as Json).paths as Json;
const op = (method: 'get' | 'post') => paths['/webhooks/whatsapp'][method] as Json;

// What Meta (and a reader of /api/openapi.json) is told about the webhook, written from its declaration.
describe('the webhook in the OpenAPI document', () => {
  it('documents the delivery Meta posts although the mount never reads it', () => {
    const post = whatsappWebhookRoutes.find((def) => def.method === 'POST')!;
    // No `body` schema: the mount would read and validate the body before the signature check.
    expect(post.doc?.body).toBeUndefined();
    const schema = op('post').requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['object', 'entry']);
    expect(schema.properties.object).toEqual({ type: 'string', const: 'whatsapp_business_account' });
  });

  it('lists what Meta can be answered: EVENT_RECEIVED as text, 401 for a bad signature, 413 over 1 MB', () => {
    const responses = op('post').responses;
    expect(responses['200'].content).toEqual({ 'text/plain': { schema: { type: 'string' } } });
    // A body that is not JSON is acknowledged, never refused: no 400, no 415 (500 is listed everywhere).
    expect(Object.keys(responses)).toEqual(['200', '401', '413', '500']);
  });

  it('describes the handshake: its query, the challenge as text, 403 for a wrong token', () => {
    const get = op('get');
    expect(get.parameters.map((p: Json) => p.name)).toEqual(['hub.mode', 'hub.verify_token', 'hub.challenge']);
    expect(get.responses['200'].content).toEqual({ 'text/plain': { schema: { type: 'string' } } });
    expect(Object.keys(get.responses)).toEqual(['200', '400', '403', '500']);
    expect(get.security).toEqual([]);
  });
});
