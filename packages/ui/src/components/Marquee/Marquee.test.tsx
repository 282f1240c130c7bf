import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Marquee } from './Marquee';

describe('Marquee', () => {
  it('gives screen readers the full text once, and hides the moving copies', () => {
    const { container } = renderWithUi(<Marquee items={['Deposits are instant', 'Maintenance on Friday']} />);
    const region = screen.getByRole('region', { name: 'Notice' });
    expect(region.textContent).toContain('Deposits are instant — Maintenance on Friday');
    const belt = container.querySelector('[data-marquee-belt]');
    expect(belt?.getAttribute('aria-hidden')).toBe('true');
    expect(belt?.textContent?.match(/Deposits are instant/g)).toHaveLength(2);
  });

  it('renders nothing without notices', () => {
    const { container } = renderWithUi(<Marquee items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
