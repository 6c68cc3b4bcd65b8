import { describe, expect, it } from 'vitest';
import {
  createTemplateSchema,
  fillVariables,
  variableCountOf,
  variableProblem,
  variablesOf,
} from './whatsapp-template-schemas.ts';

// Meta's published rules for a template submission, as the server and the form both check them.

const valid = {
  name: 'hello_1',
  category: 'UTILITY',
  language: 'en',
  body: 'Hi {{1}}, your order {{2}} is ready.',
  examples: ['Asha', '#12'],
};
const firstIssue = (over: Record<string, unknown>) => {
  const result = createTemplateSchema.safeParse({ ...valid, ...over });
  return result.success
    ? null
    : { message: result.error.issues[0]!.message, path: result.error.issues[0]!.path.join('.') };
};

describe('variables', () => {
  it('finds {{n}} in order, counts the highest, fills examples and leaves an unfilled one as written', () => {
    expect(variablesOf('a {{2}} b {{1}} c {{ 2 }}')).toEqual([2, 1, 2]);
    expect(variableCountOf('Hi {{1}} and {{2}} and {{1}}.')).toBe(2);
    expect(variableCountOf('No variables.')).toBe(0);
    expect(fillVariables('Hi {{1}}, pay {{2}} now', ['Asha'])).toBe('Hi Asha, pay {{2}} now');
  });

  it('names what is wrong: not {{n}}, a gap, or a variable at either end', () => {
    expect(variableProblem('Hi {{1}}, ok')).toBeNull();
    expect(variableProblem('Hi {{name}}, ok')).toBe('template_variable_invalid');
    expect(variableProblem('Hi {{1}, ok')).toBe('template_variable_invalid');
    expect(variableProblem('Hi {{2}}, ok')).toBe('template_variable_gap');
    expect(variableProblem('Hi {{0}} and {{1}}, ok')).toBe('template_variable_gap');
    expect(variableProblem('{{1}} is here')).toBe('template_variable_edge');
    expect(variableProblem('Welcome {{1}}')).toBe('template_variable_edge');
    expect(variableProblem('  Welcome {{1}}\n')).toBe('template_variable_edge');
  });
});

describe('createTemplateSchema', () => {
  it('takes a valid template and fills the optional parts', () => {
    expect(createTemplateSchema.parse(valid)).toEqual({ ...valid, header: '', footer: '', buttons: [] });
  });

  it('holds the limits at their exact figures: body 1,024, header and footer 60, button text 25, 10 buttons, 2 links', () => {
    const body = (n: number) => `Hi {{1}} ${'x'.repeat(n - 'Hi {{1}} '.length)}`;
    expect(firstIssue({ body: body(1024), examples: ['a'] })).toBeNull();
    expect(firstIssue({ body: body(1025), examples: ['a'] })).toMatchObject({ message: 'template_body_too_long' });
    expect(firstIssue({ header: 'h'.repeat(60) })).toBeNull();
    expect(firstIssue({ header: 'h'.repeat(61) })).toMatchObject({ message: 'template_header_too_long' });
    expect(firstIssue({ footer: 'f'.repeat(61) })).toMatchObject({ message: 'template_footer_too_long' });
    const reply = (text: string) => ({ type: 'QUICK_REPLY', text });
    expect(firstIssue({ buttons: [reply('b'.repeat(25))] })).toBeNull();
    expect(firstIssue({ buttons: [reply('b'.repeat(26))] })).toMatchObject({ message: 'template_button_text' });
    const ten = Array.from({ length: 10 }, (_, i) => reply(`Choice ${i}`));
    expect(firstIssue({ buttons: ten })).toBeNull();
    expect(firstIssue({ buttons: [...ten, reply('Eleven')] })).toMatchObject({ message: 'template_buttons_too_many' });
    const link = (i: number) => ({ type: 'URL', text: `Link ${i}`, url: 'https://duka.example/x' });
    expect(firstIssue({ buttons: [link(1), link(2)] })).toBeNull();
    expect(firstIssue({ buttons: [link(1), link(2), link(3)] })).toMatchObject({
      message: 'template_url_buttons_too_many',
    });
    expect(firstIssue({ buttons: [reply('Same'), reply('same')] })).toMatchObject({
      message: 'template_button_repeated',
    });
  });

  it('wants an example for every variable, and no more', () => {
    expect(firstIssue({ examples: ['Asha'] })).toEqual({ message: 'template_example_missing', path: 'examples.1' });
    expect(firstIssue({ examples: ['Asha', '  '] })).toEqual({
      message: 'template_example_missing',
      path: 'examples.1',
    });
    expect(firstIssue({ examples: ['a', 'b', 'c'] })).toEqual({
      message: 'template_example_extra',
      path: 'examples.2',
    });
  });

  it('takes only lowercase letters, digits and underscores as a name', () => {
    for (const name of ['Hello', 'hello world', 'hello-there', 'héllo', '', 'x'.repeat(513)])
      expect(firstIssue({ name }), name).toMatchObject({ message: 'template_name_invalid' });
    expect(firstIssue({ name: 'x'.repeat(512) })).toBeNull();
  });
});
