import type { AddressInfo } from 'node:net';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { sampleMemberInfo, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getBalance, getMemberInfo, getNotifications, getSystemStatus, logout, markNotificationsRead, MEMBER_LIVE_CLOSE_CODES, MEMBER_LIVE_PATH, type MemberLiveMessage, type MemberNotification } from '@croupier/contract';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { answerStartCalls, renderApp } from '../../testing/render-app';

/** A stand-in for the platform's live socket: who connected, what they sent, and a way to push. */
interface LivePeer {
  socket: ServerSocket;
  path: string;
  sent: unknown[];
  closed: boolean;
}

let platform: StubPlatform;
let server: WebSocketServer;
let liveOrigin: string;
let peers: LivePeer[] = [];

beforeAll(async () => {
  platform = await startStubPlatform();
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  liveOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket, request) => {
    const peer: LivePeer = { socket, path: request.url ?? '', sent: [], closed: false };
    peers.push(peer);
    socket.on('message', (data: Buffer) => peer.sent.push(JSON.parse(data.toString('utf8'))));
    socket.on('close', () => {
      peer.closed = true;
    });
  });
  await Promise.all([import('@croupier/feature-account'), import('@croupier/feature-wallet')]);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await platform.close();
});
beforeEach(() => {
  peers = [];
  platform.requests.length = 0;
  answerStartCalls(platform);
  platform.answer(logout, () => ({ value: { loggedOut: true as const } }));
});
afterEach(() => {
  for (const peer of peers) peer.socket.terminate();
});

const push = (peer: LivePeer, message: MemberLiveMessage) => peer.socket.send(JSON.stringify(message));
const openPeers = () => peers.filter((peer) => !peer.closed);
const guestPeer = () => waitFor(() => {
  const peer = openPeers().find((each) => each.socket.readyState === each.socket.OPEN);
  if (!peer) throw new Error('no open socket yet');
  return peer;
});
const signedInPeer = () => waitFor(() => {
  const peer = peers.find((each) => each.sent.length > 0 && !each.closed);
  if (!peer) throw new Error('no signed-in socket yet');
  return peer;
});

function deposit(extra: Partial<MemberNotification> = {}): MemberNotification {
  return {
    notificationId: '41',
    kind: 'DEPOSIT_CONFIRMED',
    amountMinor: 150_000,
    depositId: '7',
    withdrawalId: null,
    reason: null,
    awaitingReceipt: false,
    createdAt: '2026-11-22T04:05:00.000Z',
    readAt: null,
    ...extra,
  };
}

describe('the page’s live socket in the app', () => {
  it('opens for a logged-in member, signs in by message, and shows the toast, the balance and the unread badge', async () => {
    renderApp('/', { platform, search: '?token=tok-live', liveOrigin });
    const peer = await signedInPeer();
    expect(peer.path).toBe(MEMBER_LIVE_PATH);
    expect(peer.sent).toEqual([{ type: 'auth', token: 'tok-live' }]);

    push(peer, { type: 'unread', count: 2 });
    const trigger = await screen.findByTestId('header-account-menu');
    await waitFor(() => expect(trigger.dataset.unread).toBe('2'));
    expect(trigger.parentElement?.querySelector('[data-badge]')?.textContent).toContain('২');

    const balanceAsked = platform.requestsFor(getBalance).length;
    push(peer, { type: 'notification', notification: deposit() });
    push(peer, { type: 'balance' });
    const toast = await screen.findByTestId('live-toast');
    expect(toast.dataset.kind).toBe('DEPOSIT_CONFIRMED');
    // Bengali first: the amount in the brand's money, the time in its time zone (Asia/Dhaka, UTC+6)
    await waitFor(() => expect(within(toast).getByTestId('live-toast-body').textContent).toContain('৳১,৫০০.০০'));
    expect(within(toast).getByTestId('live-toast-time').textContent).toContain('১০:০৫');
    await waitFor(() => expect(platform.requestsFor(getBalance).length).toBeGreaterThan(balanceAsked));

    fireEvent.click(within(toast).getByTestId('live-toast-close'));
    await waitFor(() => expect(screen.queryByTestId('live-toast')).toBeNull());
  });

  it('marks what the account menu shows as read', async () => {
    platform.answer(getNotifications, () => ({ value: { notifications: [deposit({ notificationId: '52' }), deposit({ notificationId: '51', kind: 'WITHDRAWAL_REJECTED', reason: 'Name mismatch' })], unread: 2 } }));
    platform.answer(markNotificationsRead, () => ({ value: { unread: 0 } }));
    renderApp('/', { platform, search: '?token=tok-menu', liveOrigin });
    const peer = await signedInPeer();
    push(peer, { type: 'unread', count: 2 });
    const trigger = await screen.findByTestId('header-account-menu');
    await waitFor(() => expect(trigger.dataset.unread).toBe('2'));
    fireEvent.click(trigger);
    const section = await screen.findByTestId('header-notifications');
    await waitFor(() => expect(within(section).getAllByTestId('header-notification').map((entry) => entry.dataset.kind)).toEqual(['DEPOSIT_CONFIRMED', 'WITHDRAWAL_REJECTED']));
    await waitFor(() => expect(platform.requestsFor(markNotificationsRead).map((request) => request.body)).toEqual([{ upToId: '52' }]));
    await waitFor(() => expect(trigger.dataset.unread).toBe('0'));
  });

  it('closes the member’s socket at sign-out and goes on with a guest’s', async () => {
    renderApp('/', { platform, search: '?token=tok-out', liveOrigin });
    const first = await signedInPeer();
    fireEvent.click(await screen.findByTestId('header-account-menu'));
    fireEvent.click(await screen.findByTestId('header-menu-sign-out'));
    await waitFor(() => expect(first.closed).toBe(true));
    await screen.findByTestId('header-login');
    const guest = await guestPeer();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(openPeers()).toEqual([guest]);
    expect(guest.sent).toEqual([]);
  });

  it('forgets a session the server ended, and goes on with a guest’s socket only', async () => {
    renderApp('/', { platform, search: '?token=tok-ended', liveOrigin });
    const peer = await signedInPeer();
    push(peer, { type: 'error', code: 'NOT_LOGGED_IN', message: 'Please log in: the session has ended' });
    peer.socket.close(MEMBER_LIVE_CLOSE_CODES.notLoggedIn, 'NOT_LOGGED_IN');
    await screen.findByTestId('header-login');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(openPeers()).toHaveLength(1);
    expect(peers.filter((each) => each !== peer).every((each) => each.sent.length === 0)).toBe(true);
  });

  it('opens for guests and free play too, without signing in', async () => {
    const guest = renderApp('/', { platform, liveOrigin });
    await screen.findByTestId('header-login');
    const guestSocket = await guestPeer();
    expect(guestSocket.path).toBe(MEMBER_LIVE_PATH);
    guest.unmount();
    await waitFor(() => expect(guestSocket.closed).toBe(true));
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ type: 4, isTrial: true }) }));
    const trial = renderApp('/', { platform, search: '?token=tok-trial', liveOrigin });
    await waitFor(() => expect(trial.context.stores.session.getState().role).toBe('trial'));
    const trialSocket = await guestPeer();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(trialSocket.sent).toEqual([]);
    expect(peers.every((peer) => peer.sent.length === 0)).toBe(true);
  });

  it('shows the maintenance page the moment the socket says so, and the site again when it opens, without asking for the status', async () => {
    renderApp('/', { platform, liveOrigin });
    await screen.findByTestId('home-page');
    const peer = await guestPeer();
    const asked = platform.requestsFor(getSystemStatus).length;
    push(peer, { type: 'site', status: { status: 1, ip: '203.0.113.7', maintenance: { title: 'Upgrade', message: 'Back at six', until: null } } });
    expect((await screen.findByTestId('maintenance-page')).textContent).toContain('Back at six');
    // The socket is kept above the status switch, so the maintenance page hears the site open again.
    push(peer, { type: 'site', status: { status: 2, ip: '203.0.113.7', maintenance: null } });
    expect((await screen.findByTestId('region-block-ip')).textContent).toBe('203.0.113.7');
    push(peer, { type: 'site', status: { status: 0, ip: '203.0.113.7', maintenance: null } });
    await screen.findByTestId('home-page');
    expect(openPeers()).toEqual([peer]);
    expect(platform.requestsFor(getSystemStatus).length).toBe(asked);
  });

  it('signs a member in again once the site it was refused for opens', async () => {
    renderApp('/', { platform, search: '?token=tok-wait', liveOrigin });
    const peer = await signedInPeer();
    push(peer, { type: 'site', status: { status: 1, ip: '203.0.113.7', maintenance: null } });
    push(peer, { type: 'error', code: 'MAINTENANCE', message: 'Upgrade: Back at six' });
    await screen.findByTestId('maintenance-page');
    push(peer, { type: 'site', status: { status: 0, ip: '203.0.113.7', maintenance: null } });
    await waitFor(() => expect(peer.sent).toEqual([{ type: 'auth', token: 'tok-wait' }, { type: 'auth', token: 'tok-wait' }]));
    await screen.findByTestId('home-page');
  });
});
