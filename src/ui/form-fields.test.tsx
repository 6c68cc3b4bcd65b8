// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { $language } from '../i18n/language.ts';
import { Checkbox } from './checkbox.tsx';
import { PasswordField } from './password-field.tsx';
import { SelectField } from './select-field.tsx';
import { Textarea } from './textarea.tsx';
import { TextField } from './text-field.tsx';

afterEach(() => {
  cleanup();
  $language.set('en');
});

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('labels the input and wires hint and error', async () => {
    render(<TextField label="Shop name" hint="As customers will see it" error="Name is required" required />);
    const input = screen.getByLabelText(/Shop name/) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Name is required', 'As customers will see it']);
    await userEvent.type(input, 'Duka la Amina');
    expect(input.value).toBe('Duka la Amina');
  });

  it('is valid without an error, keeps an own id, describedby and ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="extra">extra</p>
        <TextField ref={ref} id="email" label="Email" type="email" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(input)).toEqual(['extra']);
    expect(ref.current).toBe(input);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a translated toggle', async () => {
    render(<PasswordField label="Password" error="At least 8 characters" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(describedBy(input)).toEqual(['At least 8 characters']);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
    act(() => $language.set('sw'));
    expect(screen.getByRole('button', { name: 'Onyesha nenosiri' })).toBeTruthy();
  });
});

describe('SelectField', () => {
  it('renders options with a placeholder and wires the error', async () => {
    render(
      <SelectField
        label="Category"
        placeholder
        defaultValue=""
        error="Choose a category"
        options={[
          { value: 'fashion', label: 'Fashion' },
          { value: 'food', label: 'Food' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Choose a category']);
    await userEvent.selectOptions(select, 'food');
    expect(select.value).toBe('food');
  });
});

describe('Checkbox', () => {
  it('toggles by its label and wires the hint', async () => {
    render(<Checkbox label="Admin" hint="Admins can do everything" />);
    const box = screen.getByLabelText('Admin') as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(describedBy(box)).toEqual(['Admins can do everything']);
    await userEvent.click(screen.getByText('Admin'));
    expect(box.checked).toBe(true);
  });
});

describe('Textarea', () => {
  it('labels the textarea and wires the error', async () => {
    render(<Textarea label="Address" error="Too long" maxLength={10} />);
    const area = screen.getByLabelText('Address') as HTMLTextAreaElement;
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(area)).toEqual(['Too long']);
    await userEvent.type(area, 'Kariakoo, Dar');
    expect(area.value).toBe('Kariakoo, ');
  });
});
