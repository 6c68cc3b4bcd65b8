import { useRef, useState, type FormEvent } from 'react';
import {
  TEMPLATE_BODY_MAX,
  TEMPLATE_BUTTON_TEXT_MAX,
  TEMPLATE_BUTTONS_MAX,
  TEMPLATE_FOOTER_MAX,
  TEMPLATE_HEADER_MAX,
  TEMPLATE_URL_BUTTONS_MAX,
  variableCountOf,
} from '../../../../lib/whatsapp-template-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { FormFooter } from '../../../../ui/form-footer.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useCreateTemplate } from './api.ts';
import { TemplatePreview } from './template-preview.tsx';
import { useWhatsappTemplatesT } from './use-whatsapp-templates-t.ts';

type ButtonRow = { type: 'QUICK_REPLY' | 'URL'; text: string; url: string };

/**
 * Write a template and send it to Meta for review: name, category, language (en/sw), an optional
 * header, the body with its variables and an example for each, an optional footer and buttons,
 * with a live preview. The server checks Meta's rules and names the field it refuses.
 */
export function TemplateForm({ onClose }: { onClose: () => void }) {
  const t = useWhatsappTemplatesT();
  const create = useCreateTemplate();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [name, setName] = useState('');
  const [category, setCategory] = useState<'MARKETING' | 'UTILITY'>('MARKETING');
  const [language, setLanguage] = useState<'en' | 'sw'>('sw');
  const [header, setHeader] = useState('');
  const [body, setBody] = useState('');
  const [examples, setExamples] = useState<string[]>([]);
  const [footer, setFooter] = useState('');
  const [buttons, setButtons] = useState<ButtonRow[]>([]);
  const count = variableCountOf(body);
  const shownExamples = Array.from({ length: count }, (_, i) => examples[i] ?? '');
  const urlButtons = buttons.filter((b) => b.type === 'URL').length;

  const close = () => {
    create.reset();
    onClose();
  };
  const addVariable = () => {
    const token = `{{${count + 1}}}`;
    const at = bodyRef.current?.selectionStart ?? body.length;
    setBody(`${body.slice(0, at)}${token}${body.slice(at)}`);
  };
  const setButton = (i: number, change: Partial<ButtonRow>) =>
    setButtons(buttons.map((b, j) => (j === i ? { ...b, ...change } : b)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name: name.trim(),
        category,
        language,
        header,
        body,
        examples: shownExamples,
        footer,
        buttons: buttons.map((b) =>
          b.type === 'URL' ? { type: 'URL', text: b.text, url: b.url } : { type: 'QUICK_REPLY', text: b.text },
        ),
      },
      {
        onSuccess: () => {
          toast({ title: t('submitted'), variant: 'success' });
          close();
        },
      },
    );
  };
  // Refusals shown under their own input (an example, a button's text or address) are not repeated below.
  const fieldKeys = [
    'name',
    'category',
    'language',
    'header',
    'body',
    'footer',
    'buttons',
    ...shownExamples.map((_, i) => `examples.${i}`),
    ...buttons.flatMap((b, i) =>
      b.type === 'URL' ? [`buttons.${i}.text`, `buttons.${i}.url`] : [`buttons.${i}.text`],
    ),
  ];
  const error = (field: string) => errorFor(create.error, field);
  const general = generalError(create.error, fieldKeys);

  return (
    <Modal open onClose={close} title={t('formTitle')}>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate>
        <TextField
          label={t('name')}
          hint={t('nameHint')}
          value={name}
          autoComplete="off"
          spellCheck={false}
          maxLength={512}
          onChange={(e) => setName(e.target.value)}
          error={error('name')}
          required
        />
        <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
          <SelectField
            label={t('category')}
            value={category}
            onChange={(e) => setCategory(e.target.value as 'MARKETING' | 'UTILITY')}
            error={error('category')}
            options={[
              { value: 'MARKETING', label: t('category_MARKETING') },
              { value: 'UTILITY', label: t('category_UTILITY') },
            ]}
          />
          <SelectField
            label={t('language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value as 'en' | 'sw')}
            error={error('language')}
            options={[
              { value: 'sw', label: t('lang_sw') },
              { value: 'en', label: t('lang_en') },
            ]}
          />
        </div>
        <p className="text-sm text-slate-600">{t('categoryHint')}</p>
        <TextField
          label={t('header')}
          value={header}
          maxLength={TEMPLATE_HEADER_MAX}
          onChange={(e) => setHeader(e.target.value)}
          error={error('header')}
        />
        <div className="space-y-1">
          <Textarea
            ref={bodyRef}
            label={t('body')}
            hint={t('bodyHint')}
            rows={5}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={error('body')}
            required
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={addVariable}>
              {t('addVariable')}
            </Button>
            <span className={`text-xs ${body.length > TEMPLATE_BODY_MAX ? 'text-red-700' : 'text-slate-500'}`}>
              {t('bodyCount', { count: body.length, max: TEMPLATE_BODY_MAX })}
            </span>
          </div>
        </div>
        {count > 0 && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('examples')}</legend>
            <p className="text-sm text-slate-600">{t('examplesHint')}</p>
            {shownExamples.map((value, i) => (
              <TextField
                key={i}
                label={t('example', { n: i + 1 })}
                value={value}
                maxLength={200}
                onChange={(e) => {
                  const next = [...shownExamples];
                  next[i] = e.target.value;
                  setExamples(next);
                }}
                error={error(`examples.${i}`)}
                required
              />
            ))}
          </fieldset>
        )}
        <TextField
          label={t('footer')}
          hint={t('footerHint')}
          value={footer}
          maxLength={TEMPLATE_FOOTER_MAX}
          onChange={(e) => setFooter(e.target.value)}
          error={error('footer')}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('buttons')}</legend>
          <p className="text-sm text-slate-600">{t('buttonsHint')}</p>
          {buttons.map((button, i) => (
            <div key={i} className="space-y-2 rounded-md border border-slate-200 p-2">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">{button.type === 'URL' ? t('link') : t('quickReply')}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setButtons(buttons.filter((_, j) => j !== i))}
                >
                  {t('removeButton')}
                </Button>
              </div>
              <TextField
                label={t('buttonText')}
                value={button.text}
                maxLength={TEMPLATE_BUTTON_TEXT_MAX}
                onChange={(e) => setButton(i, { text: e.target.value })}
                error={error(`buttons.${i}.text`)}
              />
              {button.type === 'URL' && (
                <TextField
                  label={t('buttonUrl')}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={button.url}
                  onChange={(e) => setButton(i, { url: e.target.value })}
                  error={error(`buttons.${i}.url`)}
                />
              )}
            </div>
          ))}
          {error('buttons') && (
            <p role="alert" className="text-sm text-red-700">
              {error('buttons')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={buttons.length >= TEMPLATE_BUTTONS_MAX}
              onClick={() => setButtons([...buttons, { type: 'QUICK_REPLY', text: '', url: '' }])}
            >
              {t('addQuickReply')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={buttons.length >= TEMPLATE_BUTTONS_MAX || urlButtons >= TEMPLATE_URL_BUTTONS_MAX}
              onClick={() => setButtons([...buttons, { type: 'URL', text: '', url: '' }])}
            >
              {t('addLink')}
            </Button>
          </div>
        </fieldset>
        <section className="space-y-1">
          <h3 className="text-sm font-medium">{t('preview')}</h3>
          <TemplatePreview
            t={t}
            header={header.trim() || null}
            body={body}
            examples={shownExamples}
            footer={footer.trim() || null}
            buttons={buttons}
          />
        </section>
        <FormFooter
          general={general}
          onCancel={close}
          cancelLabel={t('cancel')}
          submitLabel={t('submit')}
          pending={create.isPending}
        />
      </form>
    </Modal>
  );
}
