import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Pagination } from './Pagination';

function pageLabels(): string[] {
  return screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent ?? '');
}

describe('Pagination', () => {
  it('shows five pages around the current one and one margin page at each end', () => {
    renderWithUi(<Pagination page={10} totalPages={20} onPageChange={() => {}} />);
    expect(pageLabels()).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('marks the current page with aria-current="page" and only that one', () => {
    renderWithUi(<Pagination page={3} totalPages={20} onPageChange={() => {}} />);
    const current = screen.getByRole('button', { name: 'Page 3' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const others = screen.getAllByRole('button', { name: /^Page / }).filter((button) => button !== current);
    expect(others.every((button) => !button.hasAttribute('aria-current'))).toBe(true);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithUi(<Pagination page={1} totalPages={5} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Pagination page={5} totalPages={5} onPageChange={() => {}} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports the page asked for by number, previous and next', () => {
    const onPageChange = vi.fn();
    renderWithUi(<Pagination page={4} totalPages={20} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[6], [3], [5]]);
  });

  it('hides itself for a single page unless told otherwise', () => {
    const { container, rerender } = renderWithUi(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pagination page={1} totalPages={1} onPageChange={() => {}} hideWhenSinglePage={false} />);
    expect(pageLabels()).toEqual(['1']);
  });

  it('writes page numbers in Bengali digits for bn', () => {
    renderWithUi(<Pagination page={12} totalPages={20} onPageChange={() => {}} />, 'bn');
    const navigation = screen.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
    expect(within(navigation).getByRole('button', { name: 'পৃষ্ঠা ১২' }).textContent).toBe('১২');
  });
});
