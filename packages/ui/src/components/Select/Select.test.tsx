import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Select } from './Select';

describe('Select', () => {
  it('is a labelled native select that reports the chosen value', () => {
    const onChange = vi.fn();
    renderWithUi(
      <Select
        label="Language"
        value="bn"
        onChange={onChange}
        options={[
          { value: 'bn', label: 'বাংলা' },
          { value: 'en', label: 'English' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('bn');
    fireEvent.change(select, { target: { value: 'en' } });
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
