import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAgentType } from '@croupier/domain';
import { Button, mix, vars } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { Lead } from '../parts/form-parts';

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: 14px;
  padding: 8px 0 4px;
  text-align: center;
`;

const Emblem = styled.div`
  display: grid;
  place-items: center;
  width: 76px;
  height: 76px;
  border-radius: 50%;
  font-size: 34px;
  font-weight: 800;
  color: ${vars.colorOnAccent};
  background: radial-gradient(circle at 30% 30%, ${mix('colorAccent', 70, '#ffffff')}, ${vars.colorAccent});
  box-shadow: 0 10px 30px ${mix('colorAccent', 40)};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 21px;
  color: ${vars.colorText};
`;

/**
 * The first-login step of SPEC §4: a short welcome before the member goes on. An agent is welcomed to
 * the back office, never told to go and play.
 */
export function WelcomeStep({ memberType, onContinue }: { memberType: number; onContinue: () => void }) {
  const { t } = useTranslation('account');
  const { brand } = useAccountEnvironment();
  const agent = isAgentType(memberType);
  return (
    <Panel data-testid="login-welcome-step" data-audience={agent ? 'agent' : 'player'}>
      <Emblem aria-hidden="true">{brand.logo.mark}</Emblem>
      <Heading>{t('welcome.title', { brand: brand.displayName })}</Heading>
      <Lead>{t(agent ? 'welcome.agentMessage' : 'welcome.message')}</Lead>
      <Button variant="accent" size="large" fullWidth onClick={onContinue} data-testid="login-welcome-continue">
        {t(agent ? 'welcome.agentContinue' : 'welcome.continue')}
      </Button>
    </Panel>
  );
}
