// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $language } from '../i18n/language.ts';
import { Modal, MODAL_ROOT_ID } from './modal.tsx';

afterEach(() => {
  cleanup();
  document.getElementById(MODAL_ROOT_ID)?.remove();
  document.body.style.overflow = '';
  $language.set('en');
});

function Harness({ closeWithBackdrop, onClose }: { closeWithBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal
        open={open}
        title="Edit shop"
        closeWithBackdrop={closeWithBackdrop}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="Name" />
        <button>Save</button>
      </Modal>
    </>
  );
}

describe('<Modal />', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('portals into #modal-root (created on demand) with z-index 200000', async () => {
    render(<Harness />);
    expect(document.getElementById(MODAL_ROOT_ID)).toBeNull();
    await userEvent.click(screen.getByText('Open'));
    const root = document.getElementById(MODAL_ROOT_ID)!;
    const dialog = screen.getByRole('dialog', { name: 'Edit shop' });
    expect(root.contains(dialog)).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('modal-backdrop').style.zIndex).toBe('200000');
  });

  it('uses an existing #modal-root', () => {
    const existing = document.createElement('div');
    existing.id = MODAL_ROOT_ID;
    document.body.appendChild(existing);
    render(<Modal open onClose={() => {}} aria-label="Quick look" />);
    expect(existing.contains(screen.getByRole('dialog', { name: 'Quick look' }))).toBe(true);
    expect(document.querySelectorAll(`#${MODAL_ROOT_ID}`)).toHaveLength(1);
  });

  it('closes with the close button, moves focus in and gives it back', async () => {
    render(<Harness />);
    const opener = screen.getByText('Open');
    await userEvent.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Open'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores the backdrop unless closeWithBackdrop is set', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByText('Open'));
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a backdrop click with closeWithBackdrop, not on a click inside', async () => {
    render(<Harness closeWithBackdrop />);
    await userEvent.click(screen.getByText('Open'));
    await userEvent.click(screen.getByLabelText('Name'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    await userEvent.click(screen.getByText('Open'));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Open'));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('translates the close button', () => {
    act(() => $language.set('sw'));
    render(<Modal open onClose={() => {}} title="Duka" />);
    expect(screen.getByRole('button', { name: 'Funga' })).toBeTruthy();
  });
});
