import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { createAgentInvite, getAgentInvite, type AgentInvite } from '@croupier/contract';
import { callQueryKey, useApiClient, useCallQuery } from '@croupier/api-client/react';
import { Button, Message, vars } from '@croupier/ui';
import { CopyButton } from '../parts/copy-button';
import { useErrorText } from '../parts/error-text';
import { ReportLoad } from '../parts/report-load';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  & > dt {
    flex-basis: 100%;
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  & > dd {
    margin: 0;
    min-width: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const List = styled.dl`
  display: grid;
  gap: 14px;
  margin: 0;
`;

/** The link on the site the agent is on when the server could not name it. */
function linkOf(invite: AgentInvite): string | null {
  if (invite.registerUrl) return invite.registerUrl;
  return invite.registerPath ? `${window.location.origin}${invite.registerPath}` : null;
}

function InviteLines({ invite }: { invite: AgentInvite }) {
  const { t } = useTranslation('agent');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const link = linkOf(invite);
  const make = async () => {
    setPending(true);
    setFailure(null);
    try {
      const made = await client.callApi(createAgentInvite);
      queryClient.setQueryData(callQueryKey(getAgentInvite), made);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };
  if (!invite.affiliateCode || !link) {
    return (
      <>
        <Message variant="text">{t('invite.none')}</Message>
        {failure ? (
          <Message variant="text" tone="error" announce data-testid="agent-invite-error">
            {failure}
          </Message>
        ) : null}
        <Button variant="accent" loading={pending} onClick={() => void make()} data-testid="agent-invite-create">
          {t('invite.create')}
        </Button>
      </>
    );
  }
  return (
    <>
      <List>
        <Line>
          <dt>{t('invite.code')}</dt>
          {/* A code and an address are the same in every language: not translated. */}
          <dd data-testid="agent-invite-code" translate="no">
            {invite.affiliateCode}
          </dd>
          <CopyButton text={invite.affiliateCode} label={t('invite.code')} testId="agent-invite-copy-code" />
        </Line>
        <Line>
          <dt>{t('invite.link')}</dt>
          <dd data-testid="agent-invite-link" translate="no">
            {link}
          </dd>
          <CopyButton text={link} label={t('invite.link')} testId="agent-invite-copy-link" />
        </Line>
      </List>
      {invite.affiliateRegistration ? <Message variant="text">{t('invite.hint')}</Message> : <Message variant="text" tone="warning">{t('invite.registrationOff')}</Message>}
    </>
  );
}

/** The agent's invite code and register link (decision 0022): whoever registers through it joins the team. */
export function InvitePanel() {
  const result = useCallQuery(getAgentInvite);
  return <ReportLoad result={result}>{(invite) => <InviteLines invite={invite} />}</ReportLoad>;
}
