import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { answerContractRequest, getConsolidated, getPendingContractRequests, type PendingContractRequest } from '@croupier/contract';
import { conflict, contract, contractRequest, pendingRequest, terms } from '../../testing/fixtures';
import { renderAgent } from '../../testing/render-agent';
import { ContractPopup } from './contract-popup';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());

let awaiting: PendingContractRequest[];
beforeEach(() => {
  platform.requests.length = 0;
  awaiting = [pendingRequest('301', { terms: terms({ kind: 'DIVIDEND', period: 'M', ratePpm: 20_000 }) })];
  platform.answer(getConsolidated, () => ({ value: { dailysalreqtype: true, divtypereq: true, contracthoursalreqs: false, realtimesalreqtype: false, pendingRequests: awaiting.length } }));
  platform.answer(getPendingContractRequests, () => ({ value: { awaitingCaller: awaiting, awaitingOthers: [contractRequest('302', { fromUsername: 'agent007', toUsername: 'sub01', awaitingCaller: false })] } }));
  platform.answer(answerContractRequest, (request) => {
    const body = request.body as { accept: boolean; confirmTerminations?: boolean };
    const answered = awaiting.find((each) => each.requestId === request.params.requestId);
    if (!answered) return { failure: { code: 'CONTRACT_REQUEST_CLOSED', message: 'closed' } };
    if (body.accept && answered.wouldTerminate.length > 0 && !body.confirmTerminations) return { failure: { code: 'CONTRACT_RATE_CONFLICT', message: 'would end' } };
    awaiting = awaiting.filter((each) => each !== answered);
    const status = body.accept ? ('ACCEPTED' as const) : ('REJECTED' as const);
    return { value: { request: { ...answered, status }, contract: body.accept ? contract('401') : null, terminated: body.confirmTerminations ? answered.wouldTerminate : [] } };
  });
});

const trigger = (open: () => void, count: number) => (
  <button type="button" onClick={open} data-testid="requests-trigger">
    {count}
  </button>
);

describe('the contract popup', () => {
  it('opens by itself with the offer awaiting the agent, and accepts it', async () => {
    renderAgent(<ContractPopup enabled trigger={trigger} />, { platform });
    const popup = await screen.findByTestId('agent-contract-popup');
    const offers = await within(popup).findAllByTestId('agent-request');
    expect(offers[0]?.textContent).toContain('Offer from boss01');
    expect(offers[0]?.textContent).toContain('Dividend, monthly, 2%');
    expect(offers[1]?.textContent).toContain('awaiting sub01');
    expect(screen.getByTestId('requests-trigger').textContent).toBe('1');

    fireEvent.click(within(offers[0] as HTMLElement).getByTestId('agent-request-accept'));
    await waitFor(() => expect(within(popup).getByText('Your answer was saved.')).toBeTruthy());
    await waitFor(() => expect(within(popup).getByText('Nothing awaits your answer now.')).toBeTruthy());
    expect(platform.requestsFor(answerContractRequest)[0]?.body).toEqual({ accept: true });
    expect(platform.requestsFor(answerContractRequest)[0]?.path).toBe('/wps/member/contracts/requests/301/answer');
  });

  it('warns first when accepting ends contracts the agent gave, and confirms with the answer', async () => {
    awaiting = [pendingRequest('303', { wouldTerminate: [conflict('c8', { holderUsername: 'sub01', giverUsername: 'agent007', ratePpm: 6_000 })] })];
    renderAgent(<ContractPopup enabled />, { platform });
    const popup = await screen.findByTestId('agent-contract-popup');
    fireEvent.click(await within(popup).findByTestId('agent-request-accept'));
    const warning = await screen.findByTestId('agent-conflicts');
    expect(warning.textContent).toContain("sub01's Daily wages contract from agent007 at 0.6%");
    expect(platform.requestsFor(answerContractRequest)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'End them and go on' }));
    await waitFor(() => expect(platform.requestsFor(answerContractRequest)).toHaveLength(1));
    expect(platform.requestsFor(answerContractRequest)[0]?.body).toEqual({ accept: true, confirmTerminations: true });
  });

  it('asks for confirmation when the server finds a conflict the request did not list', async () => {
    awaiting = [pendingRequest('304')];
    platform.answer(answerContractRequest, (request) => {
      const body = request.body as { confirmTerminations?: boolean };
      if (!body.confirmTerminations) return { failure: { code: 'CONTRACT_RATE_CONFLICT', message: 'Your contract to sub05 at 0.7% would end' } };
      return { value: { request: { ...contractRequest('304'), status: 'ACCEPTED' as const }, contract: contract('402'), terminated: [conflict('c9')] } };
    });
    renderAgent(<ContractPopup enabled />, { platform });
    fireEvent.click(await screen.findByTestId('agent-request-accept'));
    expect((await screen.findByTestId('agent-conflicts')).textContent).toContain('Your contract to sub05 at 0.7% would end');
    fireEvent.click(screen.getByRole('button', { name: 'End them and go on' }));
    expect((await screen.findByTestId('agent-request-outcome')).textContent).toBe('Accepted: the contract is active now. Contracts further down that ended with it: 1.');
  });

  it('rejects, and shows a refusal in words', async () => {
    renderAgent(<ContractPopup enabled />, { platform });
    const popup = await screen.findByTestId('agent-contract-popup');
    awaiting = [];
    fireEvent.click(await within(popup).findByTestId('agent-request-reject'));
    expect((await screen.findByTestId('agent-request-outcome')).textContent).toBe('This request was already answered.');
    expect(platform.requestsFor(answerContractRequest)[0]?.body).toEqual({ accept: false });
  });

  it('stays shut once closed on a request, until a new one arrives', async () => {
    const first = renderAgent(<ContractPopup enabled trigger={trigger} />, { platform });
    await screen.findByTestId('agent-contract-popup');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('agent-contract-popup')).toBeNull());
    first.unmount();

    const asked = platform.requestsFor(getPendingContractRequests).length;
    const second = renderAgent(<ContractPopup enabled trigger={trigger} />, { platform });
    await waitFor(() => expect(platform.requestsFor(getPendingContractRequests).length).toBeGreaterThan(asked));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('agent-contract-popup')).toBeNull();
    fireEvent.click(screen.getByTestId('requests-trigger'));
    expect(await screen.findByTestId('agent-contract-popup')).toBeTruthy();

    // A new request opens it by itself again.
    second.unmount();
    expect(screen.queryByTestId('agent-contract-popup')).toBeNull();
    awaiting = [...awaiting, pendingRequest('305')];
    renderAgent(<ContractPopup enabled trigger={trigger} />, { platform });
    expect(await screen.findByTestId('agent-contract-popup')).toBeTruthy();
  });

  it('asks nothing for someone who is not an agent', async () => {
    renderAgent(<ContractPopup enabled={false} trigger={trigger} />, { platform });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(platform.requestsFor(getConsolidated)).toHaveLength(0);
    expect(screen.queryByTestId('requests-trigger')).toBeNull();
  });
});
