import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a named search box that reports what is typed', () => {
    const onChange = vi.fn();
    renderWithUi(<SearchField label="Search games" value="" onChange={onChange} placeholder="Game name" />);
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'dra' } });
    expect(onChange).toHaveBeenCalledWith('dra');
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  });

  it('clears with its button and with Escape', () => {
    const onChange = vi.fn();
    renderWithUi(<SearchField label="Search games" value="dragon" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    onChange.mockClear();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('describes the field with its hint, in Bengali too', () => {
    renderWithUi(<SearchField label="খুঁজুন" value="ড" onChange={() => {}} hint="অন্তত ২টি অক্ষর লিখুন" />, 'bn');
    const box = screen.getByRole('searchbox', { name: 'খুঁজুন' });
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('অন্তত ২টি অক্ষর লিখুন');
    expect(screen.getByRole('button', { name: 'খোঁজা মুছুন' })).toBeTruthy();
  });
});
