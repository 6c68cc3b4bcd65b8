import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpWhatsapp, type WhatsappTest } from '../test/whatsapp-test-setup.ts';
import { fetchMedia } from './fetch-media.ts';
import { messagesWebhook } from '../test/whatsapp-payloads.ts';

let w: WhatsappTest;
beforeAll(async () => {
  w = await setUpWhatsapp();
});
afterAll(async () => w?.close());

describe('fetchMedia', () => {
  it("fetches a media message of the shop's conversations with the shop's token, nothing else", async () => {
    await w.post(
      messagesWebhook(w.phoneNumberId, '255754000555', [
        { type: 'image', image: { id: '4455667788', mime_type: 'image/jpeg', caption: 'hii' } },
      ]),
    );
    await w.work();
    w.fake.reset();
    const file = await fetchMedia(w.t.deps, w.shopId, '4455667788');
    expect(file?.contentType).toBe('image/jpeg');
    expect([...file!.bytes]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
    expect(w.fake.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/v23.0/4455667788', 'Bearer EAAG-shop-access-token-1234'],
      ['GET', '/media-file/4455667788', 'Bearer EAAG-shop-access-token-1234'],
    ]);
    // A media id this shop never received, or another shop asking: nothing, and no call to Meta.
    w.fake.reset();
    expect(await fetchMedia(w.t.deps, w.shopId, '999')).toBeNull();
    expect(await fetchMedia(w.t.deps, '00000000-0000-4000-8000-000000000000', '4455667788')).toBeNull();
    expect(await fetchMedia(w.t.deps, w.shopId, '../etc')).toBeNull();
    expect(w.fake.requests).toHaveLength(0);
  });
});
