import { useTranslation } from 'react-i18next';
import { Card, Page, Title } from '../parts/page.styles';
import { CreateDownlineForm } from './create-downline-form';
import { InvitePanel } from './invite-panel';
import { Message, SectionTitle } from '@croupier/ui';

/** Back office registerCenter: a new downline account made by the agent, and the agent's invite code and link. */
export function RegisterCentreScreen() {
  const { t } = useTranslation('agent');
  return (
    <Page data-testid="agent-register-centre">
      <Title>{t('pages.registerCenter')}</Title>
      <Card aria-labelledby="agent-register-title">
        <SectionTitle id="agent-register-title">{t('register.title')}</SectionTitle>
        <Message variant="text">{t('register.intro')}</Message>
        <CreateDownlineForm />
      </Card>
      <Card aria-labelledby="agent-invite-title" data-testid="agent-invite">
        <SectionTitle id="agent-invite-title">{t('invite.title')}</SectionTitle>
        <InvitePanel />
      </Card>
    </Page>
  );
}
