import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberInfo } from '@croupier/contract';
import { formatDateTime, formatDigits } from '@croupier/i18n';
import { Button, Message, mix, SectionTitle, Spinner, vars } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { useMemberInfo } from '../environment/use-member-info';
import { useErrorMessage } from '../errors/use-error-message';
import { useLanguage } from '../parts/use-language';
import { ProfileIconPicker } from './profile-icon-picker';
import { ProfileIcon } from './profile-icons';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 18px;
  max-width: 880px;
  margin: 0 auto;
  padding-bottom: 32px;
`;

const Card = styled.section`
  padding: 22px 24px;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: ${vars.colorSurface};
  display: grid;
  gap: 16px;
`;

const Identity = styled(Card)`
  grid-template-columns: auto 1fr auto;
  align-items: center;
  background: linear-gradient(120deg, ${mix('colorPrimary', 22, vars.colorSurface)}, ${vars.colorSurface} 70%);
  & > * {
    min-width: 0;
  }
  /* A phone: the button takes a line of its own under the icon and name, which keep the width. */
  @media (max-width: 599px) {
    grid-template-columns: auto minmax(0, 1fr);
    & > :last-child {
      grid-column: 1 / -1;
      justify-self: start;
    }
  }
`;

const Name = styled.h1`
  margin: 0;
  overflow-wrap: anywhere;
  font-size: 22px;
  color: ${vars.colorText};
`;

const Muted = styled.p`
  margin: 2px 0 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 14px 24px;
  margin: 0;
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 13px;
  }
  & dd {
    margin: 2px 0 0;
    color: ${vars.colorText};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** One fact of the account; a code (an address) is shown as written and marked not to be translated. */
function Detail({ label, value, testId, code = false }: { label: string; value: string; testId: string; code?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId} translate={code ? 'no' : undefined}>
        {value}
      </dd>
    </div>
  );
}

function SecurityCentre({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('account');
  const { brand, openPopup } = useAccountEnvironment();
  const language = useLanguage();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, language, brand.timeZone) : t('security.none'));
  return (
    <Page data-testid="security-centre">
      <Identity as="header">
        <ProfileIcon iconId={member.iconId} sizePx={64} />
        <div>
          <Name data-testid="security-nickname">{member.nickname || member.userName}</Name>
          <Muted>{member.account}</Muted>
        </div>
        <Button variant="accent" onClick={() => openPopup('changePassword')} data-testid="security-change-password">
          {t(member.hasPassword ? 'security.changePassword' : 'security.setPassword')}
        </Button>
      </Identity>
      <Card>
        <SectionTitle>{t('security.details')}</SectionTitle>
        <Details>
          <Detail label={t('security.account')} value={member.account} testId="security-account" />
          <Detail label={t('fields.mobileNum')} value={member.maskedMobile ? formatDigits(member.maskedMobile, language) : t('security.none')} testId="security-mobile" />
          <Detail label={t('fields.email')} value={member.maskedEmail ?? t('security.none')} testId="security-email" />
          <Detail label={t('security.memberSince')} value={time(member.createdAt)} testId="security-created" />
          <Detail label={t('security.previousLogin')} value={time(member.previousLoginAt)} testId="security-previous-login" />
          <Detail label={t('security.previousLoginIp')} value={member.previousLoginIp ?? t('security.none')} testId="security-previous-ip" code={member.previousLoginIp !== null} />
        </Details>
      </Card>
      <Card>
        <SectionTitle>{t('security.icon.title')}</SectionTitle>
        <ProfileIconPicker member={member} />
      </Card>
    </Page>
  );
}

/** SPEC §2 member centre, security centre page (my account): who the player is, the password, the icon. */
export function SecurityCentreScreen() {
  const member = useMemberInfo();
  const errorMessage = useErrorMessage();
  if (member.data) return <SecurityCentre member={member.data} />;
  if (member.isError) {
    return (
      <Message tone="error" announce>
        {errorMessage(member.error)}
      </Message>
    );
  }
  return <Spinner />;
}
