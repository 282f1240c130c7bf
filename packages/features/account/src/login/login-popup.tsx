import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SessionIssued } from '@croupier/contract';
import type { LoginType } from '@croupier/domain';
import { Button, Dialog, Message, Tabs } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { useFreePlay } from '../free-play/use-free-play';
import { FinePrint, SwitchLine, TextButton } from '../parts/form-parts';
import { PopupHeader } from '../parts/popup-header';
import { TermsSentence } from '../parts/terms-sentence';
import type { VerificationChallenge } from './login-outcome';
import { SmsLoginForm } from './sms-login-form';
import { useFinishLogin, welcomesFirst } from './use-finish-login';
import { UsernameLoginForm } from './username-login-form';
import { VerifyStep } from './verify-step';
import { WelcomeStep } from './welcome-step';

type LoginStep =
  | { kind: 'form' }
  | { kind: 'verify'; challenge: VerificationChallenge; loginType: LoginType }
  | { kind: 'welcome'; issued: SessionIssued; loginType: LoginType };

const Extras = styled.div`
  display: grid;
  gap: 14px;
  margin-top: 16px;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: var(--color-text-muted);
  font-size: 12.5px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: var(--color-border);
  }
`;

const TabLabel = styled.span`
  display: inline-block;
`;

/** SPEC §2 login popup: username and SMS tabs, remember me, forgot password, free play, terms and a way to register. */
export function LoginPopup() {
  const { t } = useTranslation('account');
  const { brand, startSession, openPopup, closePopup } = useAccountEnvironment();
  const finishLogin = useFinishLogin();
  const freePlay = useFreePlay();
  const [step, setStep] = useState<LoginStep>({ kind: 'form' });

  function sessionIssued(issued: SessionIssued, loginType: LoginType) {
    startSession(issued);
    if (welcomesFirst(issued, loginType, brand.features.passwordExpiryChange)) setStep({ kind: 'welcome', issued, loginType });
    else finishLogin(issued, loginType, 'member');
  }

  const handlers = {
    onSession: sessionIssued,
    onVerify: (challenge: VerificationChallenge, loginType: LoginType) => setStep({ kind: 'verify', challenge, loginType }),
  };
  const usernameForm = <UsernameLoginForm area="member" testIdPrefix="login" withAccountOptions onForgotPassword={() => openPopup('forgotPassword')} {...handlers} />;

  function body() {
    if (step.kind === 'welcome') return <WelcomeStep memberType={step.issued.memberType} onContinue={() => finishLogin(step.issued, step.loginType, 'member')} />;
    if (step.kind === 'verify') {
      return <VerifyStep challenge={step.challenge} onSession={(issued) => sessionIssued(issued, step.loginType)} onBack={() => setStep({ kind: 'form' })} />;
    }
    return (
      <>
        {brand.features.mobileCodeLogin ? (
          <Tabs
            label={t('login.tabs.label')}
            stretch
            items={[
              { id: 'username', label: <TabLabel data-testid="login-tab-username">{t('login.tabs.username')}</TabLabel>, content: usernameForm },
              { id: 'sms', label: <TabLabel data-testid="login-tab-sms">{t('login.tabs.sms')}</TabLabel>, content: <SmsLoginForm {...handlers} /> },
            ]}
          />
        ) : (
          usernameForm
        )}
        <Extras>
          {brand.features.freePlay ? (
            <>
              <Divider>{t('login.or')}</Divider>
              <Button variant="secondary" size="large" fullWidth loading={freePlay.busy} onClick={freePlay.start} data-testid="login-free-play">
                {t('login.freePlay')}
              </Button>
              {freePlay.failure ? (
                <Message tone="error" announce data-testid="login-free-play-error">
                  {freePlay.failure}
                </Message>
              ) : null}
            </>
          ) : null}
          <FinePrint>
            <TermsSentence section="login" testId="login-terms-link" />
          </FinePrint>
          <SwitchLine>
            <span>{t('login.noAccount')}</span>
            <TextButton type="button" onClick={() => openPopup('register')} data-testid="login-register-link">
              {t('login.register')}
            </TextButton>
          </SwitchLine>
        </Extras>
      </>
    );
  }

  const titleKey = step.kind === 'verify' ? 'verify.title' : 'login.title';
  // Closing the welcome step goes on as its button does: a forced password change must still follow.
  const close = step.kind === 'welcome' ? () => finishLogin(step.issued, step.loginType, 'member') : closePopup;
  return (
    <Dialog open onClose={close} ariaLabel={t(titleKey)} size="medium">
      <div data-testid="popup-login">
        <PopupHeader title={t(titleKey)} subtitle={step.kind === 'form' ? t('login.subtitle', { brand: brand.displayName }) : undefined} />
        {body()}
      </div>
    </Dialog>
  );
}
