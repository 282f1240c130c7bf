import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

/** The first-login step of SPEC §4: a short welcome before the player goes on. */
export function WelcomeStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('account');
  const { brand } = useAccountEnvironment();
  return (
    <Panel data-testid="login-welcome-step">
      <Emblem aria-hidden="true">{brand.logo.mark}</Emblem>
      <Heading>{t('welcome.title', { brand: brand.displayName })}</Heading>
      <Lead>{t('welcome.message')}</Lead>
      <Button variant="accent" size="large" fullWidth onClick={onContinue} data-testid="login-welcome-continue">
        {t('welcome.continue')}
      </Button>
    </Panel>
  );
}
