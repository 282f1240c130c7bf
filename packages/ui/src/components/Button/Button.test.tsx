import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../../testing/renderWithUi';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" button that reports clicks', () => {
    const onClick = vi.fn();
    renderWithUi(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading says it is busy, stays focusable and ignores clicks', () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when disabled is a disabled button', () => {
    renderWithUi(<Button disabled>Deposit</Button>);
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with href is a link', () => {
    renderWithUi(
      <Button href="/promotions" variant="secondary">
        Promotions
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
  });

  it('as a disabled link has no address to follow', () => {
    const onClick = vi.fn();
    renderWithUi(
      <Button href="/promotions" disabled onClick={onClick}>
        Promotions
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
