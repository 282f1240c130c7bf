import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('announces its title and text politely, with the action and heading level asked for', () => {
    renderWithUi(
      <EmptyState title="No favourites yet" headingLevel="h3" action={<a href="/">Browse games</a>} data-testid="empty">
        Tap the heart on a game to keep it here.
      </EmptyState>,
    );
    const status = screen.getByRole('status');
    expect(status.dataset.testid).toBe('empty');
    expect(screen.getByRole('heading', { level: 3, name: 'No favourites yet' })).toBeTruthy();
    expect(status.textContent).toContain('Tap the heart on a game to keep it here.');
    expect(screen.getByRole('link', { name: 'Browse games' })).toBeTruthy();
  });
});
