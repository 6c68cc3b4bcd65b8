import { Button } from '../../../../ui/button.tsx';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { SDK_INIT_ERROR } from './fb-sdk.ts';
import { useConnectT } from './use-connect-t.ts';
import { useEmbeddedSignup } from './use-embedded-signup.ts';

// `manualBelow`: the page also has the manual form, so the error states can point at it.
type Props = {
  coexistence: boolean;
  title: string;
  text: string;
  button: string;
  manualBelow: boolean;
  onConnected: (pin: string | null) => void;
};

/** Facebook's Embedded Signup, with every state of the SDK and of the popup said in words. */
export function EmbeddedSignupCard({ coexistence, title, text, button, manualBelow, onConnected }: Props) {
  const t = useConnectT();
  const { config, sdk, phase, start, retrySdk } = useEmbeddedSignup(coexistence, onConnected);

  let body;
  if (config.isPending) body = <Spinner label={t('loading')} />;
  else if (config.isError)
    body = (
      <ErrorBlock
        message={t('loadFailed')}
        onRetry={() => void config.refetch()}
        retryLabel={t('retry')}
        retrying={config.isFetching}
      />
    );
  else if (!config.data.app_id)
    body = (
      <div className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="embedded-not-configured">
        <p className="font-medium">{t('notConfigured')}</p>
        <p className="mt-1">{manualBelow ? t('notConfiguredHint') : t('notConfiguredCoexistHint')}</p>
      </div>
    );
  else if (sdk.status === 'error')
    body = (
      <ErrorBlock
        message={
          <>
            <span className="block font-medium" data-testid="sdk-error">
              {sdk.message === SDK_INIT_ERROR ? t('sdkInitError') : t('sdkLoadError')}
            </span>
            <span className="mt-1 block">{manualBelow ? t('sdkErrorHint') : t('sdkErrorHintRetry')}</span>
          </>
        }
        onRetry={retrySdk}
        retryLabel={t('retry')}
      />
    );
  else if (sdk.status !== 'initialised') body = <Spinner label={t('sdkLoading')} />;
  else if (phase.step === 'popup')
    body = (
      <div className="space-y-1 text-sm text-slate-700" aria-live="polite">
        <Spinner label={t('popupOpen')} />
        <p className="text-slate-500">{t('popupBlocked')}</p>
      </div>
    );
  else if (phase.step === 'saving') body = <Spinner label={t('saving')} />;
  else
    body = (
      <div className="space-y-3">
        {phase.step === 'cancelled' && (
          <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">{t('cancelled')}</p>
        )}
        {phase.step === 'failed' && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {phase.message || t('signupFailed')}
          </p>
        )}
        <Button onClick={start} className="w-full bg-[#1877f2] hover:bg-[#166fe5] sm:w-auto">
          {phase.step === 'idle' ? button : t('startAgain')}
        </Button>
      </div>
    );

  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby={`es-${coexistence}`}
    >
      <div>
        <h2 id={`es-${coexistence}`} className="font-semibold">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      {body}
    </section>
  );
}
