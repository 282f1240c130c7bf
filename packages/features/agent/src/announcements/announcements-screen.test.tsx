import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getAnnouncements } from '@croupier/contract';
import { renderAgent } from '../../testing/render-agent';
import { AnnouncementsScreen } from './announcements-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

const notice = (index: number) => ({ id: `n${index}`, title: `Notice ${index}`, content: `<p>Body of notice ${index}</p><script>alert(1)</script>` });

describe('agent announcements', () => {
  it("lists the brand's notices 9 a page beside the chosen one's text, each notice once", async () => {
    const player = Array.from({ length: 10 }, (_, index) => notice(index + 1));
    platform.answer(getAnnouncements, () => ({ value: { banners: [], player, popup: [notice(1), notice(11)], promotion: [] } }));
    renderAgent(<AnnouncementsScreen />, { platform });
    const titles = await screen.findAllByTestId('agent-announcement-title');
    expect(titles.map((title) => title.textContent)).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6', 'Notice 7', 'Notice 8', 'Notice 9']);
    const detail = screen.getByTestId('agent-announcement-detail');
    expect(detail.textContent).toContain('Body of notice 1');
    expect(detail.querySelector('script')).toBeNull();

    fireEvent.click(titles[3] as HTMLElement);
    expect(screen.getByTestId('agent-announcement-detail').textContent).toContain('Body of notice 4');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('agent-announcement-title').map((title) => title.textContent)).toEqual(['Notice 10', 'Notice 11']));
    const request = platform.requestsFor(getAnnouncements)[0];
    expect(request?.query.get('execution')).toBe('A');
    expect(request?.query.get('types')).toBe('PL,PU,PR');
  });

  it('says when there is nothing to read', async () => {
    platform.answer(getAnnouncements, () => ({ value: { banners: [], player: [], popup: [], promotion: [] } }));
    renderAgent(<AnnouncementsScreen />, { platform });
    expect(await screen.findByText('There are no announcements now.')).toBeTruthy();
  });
});
