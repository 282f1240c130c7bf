import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Note, SectionTitle } from './Text';

describe('SectionTitle and Note', () => {
  it('titles a section at the level asked for, its icon hidden from the name', () => {
    renderWithUi(
      <>
        <SectionTitle id="accounts-title" icon={<svg aria-hidden="true" />}>
          Payout accounts
        </SectionTitle>
        <SectionTitle level="h3">Bind a payout account</SectionTitle>
        <Note data-testid="note">Paid only to your own name.</Note>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Payout accounts' }).id).toBe('accounts-title');
    expect(screen.getByRole('heading', { level: 3, name: 'Bind a payout account' })).toBeTruthy();
    expect(screen.getByTestId('note').tagName).toBe('P');
  });
});
