import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionIssued } from '@croupier/contract';
import type { LoginType } from '@croupier/domain';
import { Button, vars } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import type { VerificationChallenge } from '../login/login-outcome';
import { AGENT_HOME_PATH, useFinishLogin, welcomesFirst } from '../login/use-finish-login';
import { UsernameLoginForm } from '../login/username-login-form';
import { VerifyStep } from '../login/verify-step';
import { WelcomeStep } from '../login/welcome-step';
import { FinePrint, Lead } from '../parts/form-parts';
import { PopupHeader } from '../parts/popup-header';

const Card = styled.section`
  width: min(440px, 100%);
  padding: 30px 28px 26px;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: linear-gradient(180deg, ${vars.colorSurfaceRaised} 0%, ${vars.colorSurface} 160px);
  box-shadow: 0 24px 70px rgba(0, 0, 0, 0.35);
  display: grid;
  gap: 16px;
`;

type AgentStep = { kind: 'form' } | { kind: 'verify'; challenge: VerificationChallenge } | { kind: 'welcome'; issued: SessionIssued };

/** SPEC §2 /agent: the agent portal's own door. Only agent accounts get in (SPEC §6); they go to /agentHome. */
export function AgentLoginScreen() {
  const { t } = useTranslation('account');
  const { brand, role, startSession } = useAccountEnvironment();
  const finishLogin = useFinishLogin();
  const navigate = useNavigate();
  const [step, setStep] = useState<AgentStep>({ kind: 'form' });

  function sessionIssued(issued: SessionIssued, loginType: LoginType = 'username') {
    startSession(issued);
    if (welcomesFirst(issued, loginType, brand.features.passwordExpiryChange)) setStep({ kind: 'welcome', issued });
    else finishLogin(issued, loginType, 'agent');
  }

  function body() {
    if (step.kind === 'welcome') return <WelcomeStep memberType={step.issued.memberType} onContinue={() => finishLogin(step.issued, 'username', 'agent')} />;
    if (step.kind === 'verify') return <VerifyStep challenge={step.challenge} onSession={(issued) => sessionIssued(issued)} onBack={() => setStep({ kind: 'form' })} />;
    if (role === 'agent') {
      return (
        <Button variant="accent" size="large" fullWidth onClick={() => navigate(AGENT_HOME_PATH)} data-testid="agent-continue">
          {t('agent.continue')}
        </Button>
      );
    }
    return (
      <UsernameLoginForm
        area="agent"
        testIdPrefix="agent-login"
        withAccountOptions={false}
        onSession={sessionIssued}
        onVerify={(challenge) => setStep({ kind: 'verify', challenge })}
      />
    );
  }

  return (
    <Card data-testid="agent-login-page">
      <PopupHeader title={t('agent.title', { brand: brand.displayName })} />
      <Lead>{t('agent.lead')}</Lead>
      {body()}
      <FinePrint>
        <Link to="/" data-testid="agent-member-site">
          {t('agent.memberSite')}
        </Link>
      </FinePrint>
    </Card>
  );
}
