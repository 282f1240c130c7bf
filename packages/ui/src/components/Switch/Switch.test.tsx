import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that reports the flipped state', () => {
    const onChange = vi.fn();
    renderWithUi(<Switch label="Dark theme" checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Dark theme' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('keeps its name when the label is hidden', () => {
    renderWithUi(<Switch label="Dark theme" hideLabel checked onChange={() => {}} />);
    expect(screen.getByRole('switch', { name: 'Dark theme' }).getAttribute('aria-checked')).toBe('true');
  });
});
