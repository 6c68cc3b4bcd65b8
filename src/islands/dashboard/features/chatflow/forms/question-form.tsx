import { WA_LIMITS } from '../../../../../lib/chat/bot-reply.ts';
import { questionKinds } from '../../../../../lib/chat/flow-schema.ts';
import { BilingualField, FieldIssues, SmallButton, useForm } from '../panel-fields.tsx';
import { NumberField, SelectInput, TextInput } from '../field-inputs.tsx';

function nextChoiceId(taken: string[]): string {
  for (let i = 1; ; i++) if (!taken.includes(`c${i}`)) return `c${i}`;
}

export function QuestionForm() {
  const { data, change, node, t } = useForm<'question'>();
  const g = (f: string) => `${node.id}:${f}`;
  const asList = data.choices.length > WA_LIMITS.buttons;
  const setChoice = (i: number, patch: Partial<(typeof data.choices)[number]>, group?: string) =>
    change({ ...data, choices: data.choices.map((c, j) => (j === i ? { ...c, ...patch } : c)) }, group);
  const move = (i: number, by: -1 | 1) => {
    const choices = [...data.choices];
    [choices[i], choices[i + by]] = [choices[i + by]!, choices[i]!];
    change({ ...data, choices });
  };
  return (
    <div className="space-y-4">
      <BilingualField
        label={t('f_question')}
        hint={t('f_textHint')}
        field="text"
        value={data.text}
        max={data.kind === 'choice' ? WA_LIMITS.body : WA_LIMITS.text}
        multiline
        onChange={(text) => change({ ...data, text }, g('text'))}
      />
      <div className="grid grid-cols-2 gap-2">
        <SelectInput
          label={t('f_kind')}
          field="kind"
          value={data.kind}
          onChange={(kind) => change({ ...data, kind: kind as typeof data.kind })}
        >
          {questionKinds.map((k) => (
            <option key={k} value={k}>
              {t(`kind_${k}`)}
            </option>
          ))}
        </SelectInput>
        <TextInput
          label={t('f_variable')}
          field="variable"
          hint={t('f_variableHint')}
          mono
          value={data.variable}
          onChange={(variable) => change({ ...data, variable }, g('variable'))}
        />
      </div>

      {data.kind === 'choice' && (
        <section className="space-y-2">
          <h3 className="text-sm font-medium">{t('f_choices')}</h3>
          <p className="text-xs text-slate-500">{t('f_choicesHint')}</p>
          <FieldIssues field="choices" />
          <ol className="space-y-2">
            {data.choices.map((c, i) => (
              <li key={c.id} className="space-y-2 rounded-md border border-slate-200 p-2">
                <BilingualField
                  label={t('f_choiceTitle', { n: i + 1 })}
                  field={`choices.${i}.title`}
                  value={c.title}
                  max={asList ? WA_LIMITS.rowTitle : WA_LIMITS.buttonTitle}
                  onChange={(title) => setChoice(i, { title }, g(`choices.${c.id}.title`))}
                />
                {asList && (
                  <BilingualField
                    label={t('f_choiceDescription')}
                    field={`choices.${i}.description`}
                    value={c.description}
                    max={WA_LIMITS.rowDescription}
                    onChange={(description) =>
                      setChoice(
                        i,
                        { description: description.en || description.sw ? description : undefined },
                        g(`choices.${c.id}.description`),
                      )
                    }
                  />
                )}
                <FieldIssues field={`choices.${i}.id`} />
                <div className="flex flex-wrap gap-1">
                  {i > 0 && <SmallButton onClick={() => move(i, -1)}>↑ {t('f_moveUp')}</SmallButton>}
                  {i < data.choices.length - 1 && (
                    <SmallButton onClick={() => move(i, 1)}>↓ {t('f_moveDown')}</SmallButton>
                  )}
                  <SmallButton
                    danger
                    onClick={() => change({ ...data, choices: data.choices.filter((_, j) => j !== i) })}
                  >
                    {t('f_remove')}
                  </SmallButton>
                </div>
              </li>
            ))}
          </ol>
          {data.choices.length < 30 && (
            <SmallButton
              onClick={() =>
                change({
                  ...data,
                  // Ids are what WhatsApp sends back on a tap, so they never change once made.
                  choices: [
                    ...data.choices,
                    { id: nextChoiceId(data.choices.map((c) => c.id)), title: { en: '', sw: '' } },
                  ],
                })
              }
            >
              + {t('f_addChoice')}
            </SmallButton>
          )}
          {asList && (
            <>
              <BilingualField
                label={t('f_listButton')}
                field="list_button"
                value={data.list_button}
                max={WA_LIMITS.listButton}
                onChange={(list_button) => change({ ...data, list_button }, g('list_button'))}
              />
              <BilingualField
                label={t('f_sectionTitle')}
                field="section_title"
                value={data.section_title}
                max={WA_LIMITS.sectionTitle}
                onChange={(v) => change({ ...data, section_title: v.en || v.sw ? v : undefined }, g('section_title'))}
              />
            </>
          )}
        </section>
      )}

      {data.kind === 'number' && (
        <div className="grid grid-cols-2 gap-2">
          {(['min', 'max'] as const).map((end) => (
            <NumberField
              key={end}
              label={t(end === 'min' ? 'f_min' : 'f_max')}
              field={end}
              value={data[end]}
              onChange={(v) => change({ ...data, [end]: v }, g(end))}
            />
          ))}
        </div>
      )}
      {data.kind === 'date' && (
        <div className="grid grid-cols-2 gap-2">
          {(['min_date', 'max_date'] as const).map((end) => (
            <TextInput
              key={end}
              label={t(end === 'min_date' ? 'f_minDate' : 'f_maxDate')}
              field={end}
              type="date"
              value={data[end] ?? ''}
              onChange={(day) => change({ ...data, [end]: day || undefined })}
            />
          ))}
        </div>
      )}
      <BilingualField
        label={t('f_retryText')}
        field="retry_text"
        value={data.retry_text}
        max={WA_LIMITS.text}
        onChange={(v) => change({ ...data, retry_text: v.en || v.sw ? v : undefined }, g('retry_text'))}
      />
    </div>
  );
}
