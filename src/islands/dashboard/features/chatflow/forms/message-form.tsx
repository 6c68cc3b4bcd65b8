import { WA_LIMITS } from '../../../../../lib/chat/bot-reply.ts';
import { mediaKinds } from '../../../../../lib/chat/flow-schema.ts';
import { BilingualField, FieldIssues, SmallButton, useForm } from '../panel-fields.tsx';
import { NumberField, SelectInput, TextInput } from '../field-inputs.tsx';

// Undo groups keep their short names (lat, lng): an edit folds into the step it always folded into.
const COORDINATES = [
  { key: 'latitude', label: 'f_latitude', group: 'lat' },
  { key: 'longitude', label: 'f_longitude', group: 'lng' },
] as const;
const PLACE_TEXTS = [
  { key: 'name', label: 'f_placeName' },
  { key: 'address', label: 'f_address' },
] as const;

export function MessageForm() {
  const { data, change, node, t } = useForm<'send_message'>();
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
              <SelectInput
                label={t('f_mediaKind')}
                className="w-32"
                value={m.kind}
                onChange={(kind) => setMedia(i, { kind: kind as typeof m.kind })}
              >
                {mediaKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`media_${k}`)}
                  </option>
                ))}
              </SelectInput>
              <div className="min-w-0 flex-1">
                <TextInput
                  label={t('f_mediaLink')}
                  field={`media.${i}.link`}
                  type="url"
                  value={m.link}
                  onChange={(link) => setMedia(i, { link }, g(`media.${i}.link`))}
                />
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
            {COORDINATES.map(({ key, label, group }) => (
              <NumberField
                key={key}
                label={t(label)}
                field={`locations.${i}.${key}`}
                value={l[key]}
                onChange={(v) => setLocation(i, { [key]: v ?? 0 }, g(`loc.${i}.${group}`))}
              />
            ))}
            {PLACE_TEXTS.map(({ key, label }) => (
              <TextInput
                key={key}
                label={t(label)}
                field={`locations.${i}.${key}`}
                value={l[key] ?? ''}
                onChange={(v) => setLocation(i, { [key]: v || undefined }, g(`loc.${i}.${key}`))}
              />
            ))}
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
