import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { SegmentedControl } from './SegmentedControl';

const options = [
  { value: 'list', label: 'List', testId: 'view-list' },
  { value: 'tile', label: 'Tiles', testId: 'view-tile' },
] as const;

describe('SegmentedControl', () => {
  it('marks the chosen segment pressed and reports a new choice', () => {
    const onChange = vi.fn();
    renderWithUi(<SegmentedControl label="View" options={options} value="list" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'View' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('view-tile').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Tiles' }));
    expect(onChange).toHaveBeenCalledWith('tile');
  });

  it('does not report the segment that is already on, and keeps names with icons only', () => {
    const onChange = vi.fn();
    renderWithUi(<SegmentedControl label="View" options={options} value="tile" onChange={onChange} iconsOnly />);
    fireEvent.click(screen.getByRole('button', { name: 'Tiles' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
