import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { answerStartCalls, loadTestBrand, renderApp } from '../../testing/render-app';

let platform: StubPlatform;
beforeEach(async () => {
  platform = await startStubPlatform();
});
afterEach(() => platform.close());

describe('system status switch', () => {
  it('shows the normal app for status 0', async () => {
    answerStartCalls(platform);
    renderApp('/', { platform });
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
  });

  it('replaces the whole app with the maintenance page for status 1, in the brand language', async () => {
    answerStartCalls(platform, { status: 1, ip: '203.0.113.7', maintenance: { title: 'Upgrade', message: 'Back at noon', until: null } });
    renderApp('/sports', { platform });
    const page = await screen.findByTestId('maintenance-page');
    expect(page.textContent).toContain('রক্ষণাবেক্ষণের কাজ চলছে');
    expect(page.textContent).toContain('Back at noon');
    expect(screen.queryByTestId('top-nav')).toBeNull();
    const service = screen.getByTestId('customer-service');
    expect(service.getAttribute('href')).toBe(loadTestBrand('shonali').customerService.liveChatUrl);
  });

  it('switches the maintenance page to English', async () => {
    answerStartCalls(platform, { status: 1, ip: '203.0.113.7', maintenance: null });
    renderApp('/', { platform });
    await screen.findByTestId('maintenance-page');
    fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'en' } });
    await waitFor(() => expect(screen.getByTestId('maintenance-page').textContent).toContain('We are under maintenance'));
    expect(screen.getByRole('link', { name: /contact customer service/i })).toBeTruthy();
  });

  it('replaces the whole app with the region-block page showing the visitor IP for status 2', async () => {
    answerStartCalls(platform, { status: 2, ip: '203.0.113.7', maintenance: null });
    renderApp('/', { platform, brand: loadTestBrand('northstar') });
    expect(await screen.findByTestId('region-block-page')).toBeTruthy();
    expect(screen.getByTestId('region-block-ip').textContent).toBe('203.0.113.7');
    expect(screen.getByText('Not available in your region')).toBeTruthy();
    expect(screen.queryByTestId('home-page')).toBeNull();
  });

  it('asks for the status in the current language', async () => {
    answerStartCalls(platform);
    renderApp('/', { platform });
    await screen.findByTestId('home-page');
    const statusRequest = platform.requests.find((request) => request.path === '/wps/system/status');
    expect(statusRequest?.query.get('lang')).toBe('bn');
    expect(statusRequest?.headers.merchant).toBe('SHONALI');
  });
});
