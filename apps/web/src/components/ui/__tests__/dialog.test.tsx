import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../dialog.tsx';

function Harness({ closeOnBackdrop = false }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy="dialog-title"
        closeOnBackdrop={closeOnBackdrop}
      >
        <h2 id="dialog-title">Order #42</h2>
        <button type="button">First</button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Dialog>
    </>
  );
}

function openDialog(closeOnBackdrop = false) {
  render(<Harness closeOnBackdrop={closeOnBackdrop} />);
  const opener = screen.getByRole('button', { name: 'Open details' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Order #42' }) };
}

afterEach(cleanup);

describe('Dialog', () => {
  it('is a modal <dialog> named by its title, hidden until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Order #42' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves focus in, keeps Tab inside, and closes on Escape with focus back on the opener', () => {
    const { opener, dialog } = openDialog();
    const first = screen.getByRole('button', { name: 'First' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(first);
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);

    fireEvent.keyDown(done, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('returns focus after a control inside closes it', () => {
    const { opener } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click only when asked to', () => {
    const { dialog } = openDialog();
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    cleanup();

    const second = openDialog(true);
    fireEvent.click(screen.getByRole('heading', { name: 'Order #42' }));
    expect(screen.getByRole('dialog')).toBe(second.dialog);
    fireEvent.click(second.dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
