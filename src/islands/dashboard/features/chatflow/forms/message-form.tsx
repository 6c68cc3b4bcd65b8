import { WA_LIMITS } from '../../../../../lib/chat/bot-reply.ts';
import { mediaKinds } from '../../../../../lib/chat/flow-schema.ts';
import { BilingualField, Field, FieldIssues, inputClass, NumberInput, SmallButton, useForm } from '../panel-fields.tsx';

export function MessageForm() {
  const { data, change, disabled, node, t } = useForm<'send_message'>();
  const g = (f: string) => `${node.id}:${f}`;
  const setMedia = (i: number, patch: Partial<(typeof data.media)[number]>, group?: string) =>
    change({ ...data, media: data.media.map((m, j) => (j === i ? { ...m, ...patch } : m)) }, group);
  const setLocation = (i: number, patch: Partial<(typeof data.locations)[number]>, group?: string) =>
    change({ ...data, locations: data.locations.map((l, j) => (j === i ? { ...l, ...patch } : l)) }, group);
  return (
    <div className="space-y-4">
      <BilingualField
        label={t('f_text')}
        hint={t('f_textHint')}
        field="text"
        value={data.text}
        max={WA_LIMITS.text}
        multiline
        onChange={(text) => change({ ...data, text }, g('text'))}
      />
      <section className="space-y-2">
        <h3 className="text-sm font-medium">{t('f_media')}</h3>
        {data.media.map((m, i) => (
          <div key={i} className="space-y-2 rounded-md border border-slate-200 p-2">
            <div className="flex gap-2">
              <Field label={t('f_mediaKind')}>
                {(a11y) => (
                  <select
                    {...a11y}
                    className={`${inputClass} w-32`}
                    disabled={disabled}
                    value={m.kind}
                    onChange={(e) => setMedia(i, { kind: e.target.value as typeof m.kind })}
                  >
                    {mediaKinds.map((k) => (
                      <option key={k} value={k}>
                        {t(`media_${k}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="min-w-0 flex-1">
                <Field label={t('f_mediaLink')} field={`media.${i}.link`}>
                  {(a11y) => (
                    <input
                      {...a11y}
                      type="url"
                      className={inputClass}
                      disabled={disabled}
                      value={m.link}
                      onChange={(e) => setMedia(i, { link: e.target.value }, g(`media.${i}.link`))}
                    />
                  )}
                </Field>
              </div>
            </div>
            <BilingualField
              label={t('f_caption')}
              field={`media.${i}.caption`}
              value={m.caption}
              max={WA_LIMITS.caption}
              onChange={(caption) => setMedia(i, { caption }, g(`media.${i}.caption`))}
            />
            <SmallButton danger onClick={() => change({ ...data, media: data.media.filter((_, j) => j !== i) })}>
              {t('f_remove')}
            </SmallButton>
          </div>
        ))}
        {data.media.length < 10 && (
          <SmallButton onClick={() => change({ ...data, media: [...data.media, { kind: 'image', link: 'https://' }] })}>
            + {t('f_addMedia')}
          </SmallButton>
        )}
        <FieldIssues field="media" />
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-medium">{t('f_locations')}</h3>
        {data.locations.map((l, i) => (
          <div key={i} className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2">
            <Field label={t('f_latitude')} field={`locations.${i}.latitude`}>
              {(a11y) => (
                <NumberInput
                  {...a11y}
                  disabled={disabled}
                  value={l.latitude}
                  onChange={(v) => setLocation(i, { latitude: v ?? 0 }, g(`loc.${i}.lat`))}
                />
              )}
            </Field>
            <Field label={t('f_longitude')} field={`locations.${i}.longitude`}>
              {(a11y) => (
                <NumberInput
                  {...a11y}
                  disabled={disabled}
                  value={l.longitude}
                  onChange={(v) => setLocation(i, { longitude: v ?? 0 }, g(`loc.${i}.lng`))}
                />
              )}
            </Field>
            <Field label={t('f_placeName')} field={`locations.${i}.name`}>
              {(a11y) => (
                <input
                  {...a11y}
                  className={inputClass}
                  disabled={disabled}
                  value={l.name ?? ''}
                  onChange={(e) => setLocation(i, { name: e.target.value || undefined }, g(`loc.${i}.name`))}
                />
              )}
            </Field>
            <Field label={t('f_address')} field={`locations.${i}.address`}>
              {(a11y) => (
                <input
                  {...a11y}
                  className={inputClass}
                  disabled={disabled}
                  value={l.address ?? ''}
                  onChange={(e) => setLocation(i, { address: e.target.value || undefined }, g(`loc.${i}.address`))}
                />
              )}
            </Field>
            <SmallButton
              danger
              onClick={() => change({ ...data, locations: data.locations.filter((_, j) => j !== i) })}
            >
              {t('f_remove')}
            </SmallButton>
          </div>
        ))}
        {data.locations.length < 5 && (
          // Dar es Salaam's city centre: a starting point the merchant moves.
          <SmallButton
            onClick={() =>
              change({ ...data, locations: [...data.locations, { latitude: -6.8163, longitude: 39.2803 }] })
            }
          >
            + {t('f_addLocation')}
          </SmallButton>
        )}
      </section>
    </div>
  );
}
