import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_FADE_MS } from '@croupier/domain';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Dialog, type DialogProps } from './Dialog';

function renderDialog(props: Partial<DialogProps> = {}) {
  const onClose = vi.fn();
  const view = renderWithUi(<Dialog open title="Deposit successful" onClose={onClose} {...props} />);
  return { onClose, ...view };
}

function cover(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-dialog-cover]');
  if (!element) throw new Error('no dialog cover on the page');
  return element;
}

function clickOn(element: HTMLElement) {
  fireEvent.mouseDown(element);
  fireEvent.mouseUp(element);
  fireEvent.click(element);
}

describe('Dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal dialog named by its title, in a portal on <body>', () => {
    const { container } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Deposit successful' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    const { onClose } = renderDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('ignores Escape and has no close button when it must be answered', () => {
    const { onClose } = renderDialog({ dismissible: false });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes from the close button', () => {
    const { onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
  });

  it('closes on a cover click only when closeOnCover is set', () => {
    const first = renderDialog();
    clickOn(cover());
    expect(first.onClose).not.toHaveBeenCalled();
    first.unmount();

    const second = renderDialog({ closeOnCover: true });
    clickOn(cover());
    expect(second.onClose).toHaveBeenCalledWith('cover');
  });

  it('does not close when the click lands inside the panel', () => {
    const { onClose } = renderDialog({ closeOnCover: true });
    clickOn(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close when a press starts in the panel and ends on the cover', () => {
    const { onClose } = renderDialog({ closeOnCover: true });
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.click(cover());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes by itself after autoCloseMs, not before', () => {
    vi.useFakeTimers();
    const { onClose } = renderDialog({ autoCloseMs: 3000 });
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith('timeout');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('fades out for MODAL_FADE_MS before leaving the page', () => {
    vi.useFakeTimers();
    const { rerender } = renderDialog();
    rerender(<Dialog open={false} title="Deposit successful" onClose={() => {}} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs a button action and then closes, unless the button keeps it open', () => {
    const confirm = vi.fn();
    const submit = vi.fn();
    const { onClose } = renderDialog({
      buttons: [
        { label: 'Confirm', onClick: confirm },
        { label: 'Submit', onClick: submit, keepOpen: true },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith('button');
  });

  it('shows a named status icon, and error dialogs are alert dialogs', () => {
    renderDialog({ icon: 'error', title: 'Session expired' });
    expect(screen.getByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Error' })).toBeTruthy();
  });

  it('inserts the html body sanitized: no script, no event handler', () => {
    renderDialog({ html: '<p onmouseover="steal()">Bonus <b>credited</b></p><script>window.stolen = true</script><img src="x" onerror="steal()">' });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Bonus credited');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.innerHTML).not.toMatch(/onmouseover|onerror|steal/);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Bonus credited');
  });

  it('moves focus into the dialog and gives it back to the opener on close', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Dialog open={open} title="Notice" onClose={() => setOpen(false)} buttons={[{ label: 'OK' }]} />
        </>
      );
    }
    vi.useFakeTimers();
    renderWithUi(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS));
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    renderDialog({ buttons: [{ label: 'Cancel' }, { label: 'OK' }] });
    const close = screen.getByRole('button', { name: 'Close' });
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    fireEvent.keyDown(ok, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
  });

  it('lets Escape close only the newest of two open dialogs', () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    renderWithUi(
      <>
        <Dialog open title="Outer" onClose={outerClose} />
        <Dialog open title="Inner" onClose={innerClose} />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(innerClose).toHaveBeenCalledWith('escape');
    expect(outerClose).not.toHaveBeenCalled();
  });
});

describe('Dialog scroll lock', () => {
  beforeEach(() => {
    document.body.style.overflow = '';
  });

  it('stops the page behind from scrolling while open and restores it after', () => {
    const { rerender } = renderWithUi(<Dialog open title="A" onClose={() => {}} />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Dialog open={false} title="A" onClose={() => {}} />);
    expect(document.body.style.overflow).toBe('');
  });
});
