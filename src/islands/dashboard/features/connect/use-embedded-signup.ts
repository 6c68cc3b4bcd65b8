import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sdkConfigQuery, useEmbeddedConnect } from './api.ts';
import { $fbSdk, ensureFacebookSdk, facebook } from './fb-sdk.ts';
import { loginOptions, parseSignupMessage, storeSignupIds, type SignupIds } from './signup-message.ts';

const IDS_WAIT_MS = 20_000;

export type SignupPhase =
  | { step: 'idle' }
  | { step: 'popup' }
  | { step: 'saving' }
  | { step: 'cancelled' }
  | { step: 'failed'; message: string };

/**
 * Embedded Signup: loads the SDK when the server has a Meta app, opens FB.login, and sends the
 * code (login callback) with the ids (window message) to the server once both have arrived, in
 * whichever order they come.
 */
export function useEmbeddedSignup(coexistence: boolean, onConnected: (pin: string | null) => void) {
  const config = useQuery(sdkConfigQuery());
  const sdk = useStore($fbSdk);
  const connect = useEmbeddedConnect();
  const [phase, setPhase] = useState<SignupPhase>({ step: 'idle' });
  const pending = useRef<{ code?: string; ids?: SignupIds }>({});
  const appId = config.data?.app_id;
  const version = config.data?.sdk_version;

  useEffect(() => {
    if (appId && version) ensureFacebookSdk(appId, version);
  }, [appId, version]);

  const { mutate } = connect;
  const finish = useCallback(() => {
    const { code, ids } = pending.current;
    if (!code || !ids) return;
    pending.current = {};
    setPhase({ step: 'saving' });
    mutate(
      { code, ...ids, coexistence },
      {
        onSuccess: (answer) => {
          setPhase({ step: 'idle' });
          onConnected(answer.two_step_pin);
        },
        onError: (error) => setPhase({ step: 'failed', message: error.message }),
      },
    );
  }, [mutate, coexistence, onConnected]);

  useEffect(() => {
    if (phase.step !== 'popup') return;
    const onMessage = (event: MessageEvent) => {
      const parsed = parseSignupMessage(event.origin, event.data);
      if (!parsed) return;
      if (parsed.kind === 'finish') {
        storeSignupIds(parsed.ids);
        pending.current.ids = parsed.ids;
        finish();
      } else if (parsed.kind === 'cancel') setPhase({ step: 'cancelled' });
      else setPhase({ step: 'failed', message: parsed.message });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [phase.step, finish]);

  const start = () => {
    const fb = facebook();
    const configId = config.data?.config_id;
    if (!fb || !configId) return;
    pending.current = {};
    setPhase({ step: 'popup' });
    fb.login(
      (response) => {
        const code = response.authResponse?.code;
        if (!code) {
          // The popup was closed without finishing (no code): unless the ids already said why.
          setPhase((p) => (p.step === 'popup' ? { step: 'cancelled' } : p));
          return;
        }
        pending.current.code = code;
        finish();
        // The ids come by message right before or after the code; without them nothing can be saved.
        setTimeout(() => {
          if (pending.current.code === code && !pending.current.ids) {
            pending.current = {};
            setPhase({ step: 'failed', message: '' });
          }
        }, IDS_WAIT_MS);
      },
      loginOptions(configId, coexistence),
    );
  };

  const retrySdk = () => {
    if (appId && version) ensureFacebookSdk(appId, version);
  };

  return { config, sdk, phase, start, retrySdk };
}
