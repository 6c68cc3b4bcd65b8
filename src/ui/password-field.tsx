import { useState } from 'react';
import { CONTROL_CLASSES, Field } from './field-shell.tsx';
import { EyeIcon, EyeOffIcon } from './icons.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { useUiT } from './use-ui-t.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle (typing a long password on a phone keyboard is error-prone). */
export function PasswordField({ className, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const t = useUiT();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      props={props}
      render={(control, a11y) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...control}
            {...a11y}
            className={`h-11 pr-12 ${CONTROL_CLASSES} ${className ?? ''}`}
          />
          <button
            type="button"
            aria-label={visible ? t('hidePassword') : t('showPassword')}
            aria-controls={a11y.id}
            onClick={() => setVisible((v) => !v)}
            disabled={props.disabled}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-lg text-slate-500 hover:text-ink disabled:opacity-40"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    />
  );
}
