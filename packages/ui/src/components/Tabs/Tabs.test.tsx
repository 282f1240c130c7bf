import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Tabs, type TabItem } from './Tabs';

const ITEMS: TabItem[] = [
  { id: 'username', label: 'Username', content: 'Username form' },
  { id: 'mobile', label: 'Mobile', content: 'Mobile form' },
  { id: 'social', label: 'Social', content: 'Social form', disabled: true },
  { id: 'qr', label: 'QR code', content: 'QR form' },
];

function tab(name: string) {
  return screen.getByRole('tab', { name });
}

describe('Tabs', () => {
  it('has tablist semantics: one selected tab in the tab order, its panel labelled by it', () => {
    renderWithUi(<Tabs items={ITEMS} label="Login method" />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeTruthy();
    expect(tab('Username').getAttribute('aria-selected')).toBe('true');
    expect(tab('Username').tabIndex).toBe(0);
    expect(tab('Mobile').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Username' });
    expect(panel.textContent).toBe('Username form');
    expect(tab('Username').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping around', () => {
    renderWithUi(<Tabs items={ITEMS} label="Login method" />);
    tab('Username').focus();
    fireEvent.keyDown(tab('Username'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Mobile'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Mobile form');
    fireEvent.keyDown(tab('Mobile'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('QR code'));
    fireEvent.keyDown(tab('QR code'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Username'));
    fireEvent.keyDown(tab('Username'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('QR code'));
  });

  it('goes to the first and last tab with Home and End', () => {
    renderWithUi(<Tabs items={ITEMS} label="Login method" defaultSelectedId="mobile" />);
    fireEvent.keyDown(tab('Mobile'), { key: 'End' });
    expect(tab('QR code').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('QR code'), { key: 'Home' });
    expect(tab('Username').getAttribute('aria-selected')).toBe('true');
  });

  it('selects on click and reports it', () => {
    const onSelect = vi.fn();
    renderWithUi(<Tabs items={ITEMS} label="Login method" onSelect={onSelect} />);
    fireEvent.click(tab('Mobile'));
    expect(onSelect).toHaveBeenCalledWith('mobile');
    expect(tab('Mobile').getAttribute('aria-selected')).toBe('true');
  });

  it('when controlled, shows what the owner says and only reports requests', () => {
    const onSelect = vi.fn();
    const { rerender } = renderWithUi(<Tabs items={ITEMS} label="Login method" selectedId="username" onSelect={onSelect} />);
    fireEvent.keyDown(tab('Username'), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenCalledWith('mobile');
    expect(tab('Username').getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs items={ITEMS} label="Login method" selectedId="mobile" onSelect={onSelect} />);
    expect(tab('Mobile').getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to the first enabled tab when the selected one is gone', () => {
    renderWithUi(<Tabs items={ITEMS} label="Login method" selectedId="social" />);
    expect(tab('Username').getAttribute('aria-selected')).toBe('true');
  });
});
