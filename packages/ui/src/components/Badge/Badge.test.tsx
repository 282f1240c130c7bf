import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Badge } from './Badge';

function badge(container: HTMLElement) {
  return container.querySelector('[data-badge]');
}

describe('Badge', () => {
  it('shows the count with a sentence for screen readers', () => {
    renderWithUi(<Badge count={5} />);
    expect(screen.getByText('5').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('5 new')).toBeTruthy();
  });

  it('caps at 99+', () => {
    const { container } = renderWithUi(<Badge count={100} />);
    expect(screen.getByText('99+')).toBeTruthy();
    expect(badge(container)?.textContent).toContain('More than 99 new');
  });

  it('shows 99 itself uncapped', () => {
    renderWithUi(<Badge count={99} />);
    expect(screen.getByText('99')).toBeTruthy();
  });

  it('honours another cap', () => {
    renderWithUi(<Badge count={12} max={9} />);
    expect(screen.getByText('9+')).toBeTruthy();
  });

  it('is hidden at zero (and below) but keeps what it sits on', () => {
    const { container } = renderWithUi(
      <Badge count={0}>
        <button type="button">Messages</button>
      </Badge>,
    );
    expect(badge(container)).toBeNull();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
    const negative = renderWithUi(<Badge count={-3} />);
    expect(negative.container.innerHTML).toBe('');
  });

  it('as a dot shows no number but still says "new"', () => {
    const { container } = renderWithUi(<Badge count={4} dot />);
    expect(badge(container)?.textContent).toBe('New');
  });

  it('writes the count in Bengali digits for bn', () => {
    renderWithUi(<Badge count={150} />, 'bn');
    expect(screen.getByText('৯৯+')).toBeTruthy();
  });
});
