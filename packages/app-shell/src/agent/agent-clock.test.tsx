import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@croupier/i18n';
import { AgentClock } from './agent-clock';

describe('the ticking clock', () => {
  beforeEach(() => {
    // Only the clock's interval and the time are faked: the dictionary still loads on real timers.
    vi.useFakeTimers({ now: Date.parse('2026-11-21T18:30:05Z'), toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('moves on every second in the brand zone, with its GMT offset beside it', async () => {
    const i18n = createI18n('en');
    await i18n.loadNamespaces('agent');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <AgentClock timeZone="Asia/Dhaka" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('agent-gmt-offset').textContent).toBe('GMT+6');
    expect(screen.getByTestId('agent-clock-time').textContent).toBe('11/22/2026, 00:30:05');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('agent-clock-time').textContent).toBe('11/22/2026, 00:30:06');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('agent-clock-time').textContent).toBe('11/22/2026, 00:31:06');
    view.unmount();
    // Unmounted, it leaves no timer behind.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('speaks Bengali with Bengali digits, the offset too', async () => {
    const i18n = createI18n('bn');
    await i18n.loadNamespaces('agent');
    render(
      <I18nextProvider i18n={i18n}>
        <AgentClock timeZone="Asia/Dhaka" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('agent-gmt-offset').textContent).toBe('জিএমটি+৬');
    expect(screen.getByTestId('agent-clock-time').textContent).not.toMatch(/[A-Za-z0-9]/);
  });
});
