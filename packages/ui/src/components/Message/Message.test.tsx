import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Message } from './Message';

describe('Message', () => {
  it('announces an error as an alert and any other tone as a status, when asked to', () => {
    renderWithUi(
      <>
        <Message tone="error" announce>
          Not sent
        </Message>
        <Message tone="success" announce>
          Sent
        </Message>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Not sent');
    expect(screen.getByRole('status').textContent).toBe('Sent');
  });

  it('stays a plain paragraph unless asked, and an explicit role wins', () => {
    renderWithUi(
      <>
        <Message tone="warning" data-testid="standing">
          Bets still needed
        </Message>
        <Message tone="error" announce role="status" data-testid="lost">
          Lost this round
        </Message>
      </>,
    );
    expect(screen.getByTestId('standing').getAttribute('role')).toBeNull();
    expect(screen.getByTestId('standing').tagName).toBe('P');
    expect(screen.getByTestId('lost').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws each tone apart, as a box or as a line of text', () => {
    renderWithUi(
      <>
        <Message tone="error" data-testid="error-box">
          a
        </Message>
        <Message tone="error" variant="text" data-testid="error-text">
          b
        </Message>
      </>,
    );
    const box = getComputedStyle(screen.getByTestId('error-box'));
    expect(box.padding).toBe('10px 12px');
    expect(box.color).toBe('var(--color-text)');
    const text = getComputedStyle(screen.getByTestId('error-text'));
    expect(text.padding).toBe('');
    expect(text.color).toBe('var(--color-danger)');
  });
});
