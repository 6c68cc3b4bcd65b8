import { describe, expect, it } from 'vitest';
import { NETWORKS, PROVIDERS } from '../../../../lib/mobile-money.ts';
import { readEnv } from '../../../env.ts';
import { paymentProviders, providerContext, providerUrls } from './index.ts';

describe('payment provider registry', () => {
  it('has one adapter per linkable provider id, under its own id', () => {
    expect(Object.keys(paymentProviders).sort()).toEqual(PROVIDERS.filter((p) => p !== 'sandbox').sort());
    for (const [id, provider] of Object.entries(paymentProviders)) {
      expect(provider.id).toBe(id);
      expect(provider.networks.length).toBeGreaterThan(0);
      for (const n of provider.networks) expect(NETWORKS).toContain(n);
      expect(provider.credentialFields.some((f) => f.secret && f.required)).toBe(true);
    }
  });

  it('reads the hosts from the configuration, the real ones by default', () => {
    const env = readEnv({ SECRET_KEY: 'x'.repeat(43), DATA_DIR: '.scratch/unused' });
    expect(providerUrls(env)).toEqual({
      selcom: 'https://apigw.selcommobile.com/v1',
      clickpesa: 'https://api.clickpesa.com',
      azampayAuth: 'https://authenticator.azampay.co.tz',
      azampayCheckout: 'https://checkout.azampay.co.tz',
      flutterwave: 'https://api.flutterwave.com',
    });
    // Unset, each adapter waits its provider's own time (Selcom 90 s, selcom-call.ts); set, it wins.
    expect(providerContext(env, { apiKey: 'k' })).toMatchObject({ credentials: { apiKey: 'k' }, timeoutMs: undefined });
    const set = readEnv({ SECRET_KEY: 'x'.repeat(43), PAYMENT_TIMEOUT_MS: '20000' });
    expect(providerContext(set, {}).timeoutMs).toBe(20_000);
    const local = readEnv({ SECRET_KEY: 'x'.repeat(43), CLICKPESA_BASE_URL: 'http://127.0.0.1:4999' });
    expect(providerUrls(local).clickpesa).toBe('http://127.0.0.1:4999');
    const fw = readEnv({ SECRET_KEY: 'x'.repeat(43), FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4998' });
    expect(providerUrls(fw).flutterwave).toBe('http://127.0.0.1:4998');
    expect(() => readEnv({ SECRET_KEY: 'x'.repeat(43), SELCOM_BASE_URL: 'not a url' })).toThrow(/SELCOM_BASE_URL/);
  });
});
