import { describe, expect, it, vi } from 'vitest';
import { opensAccountPopup } from '../start-brand-app';
import { preloadAccountPopup } from './popup-host';

describe('a start on a popup route', () => {
  it('is told apart from every other route', () => {
    expect(opensAccountPopup('/login')).toBe(true);
    expect(opensAccountPopup('/register')).toBe(true);
    expect(opensAccountPopup('/')).toBe(false);
    expect(opensAccountPopup('/agent')).toBe(false);
    expect(opensAccountPopup('/member')).toBe(false);
  });

  it('asks for the account popups\' words at once, beside their code', () => {
    const loadNamespaces = vi.fn(() => Promise.resolve());
    preloadAccountPopup({ loadNamespaces } as never);
    expect(loadNamespaces).toHaveBeenCalledWith('account');
  });
});
