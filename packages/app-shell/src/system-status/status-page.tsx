import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/brand-context';
import { ChatIcon } from '../icons/icons';
import { ActionAnchor } from '../parts/action-link';
import { NoticePanel } from '../parts/notice-panel';
import { LanguageSwitch } from '../preferences/language-switch';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 8px;
  padding: 24px 16px;
  background:
    radial-gradient(circle at 15% 0%, color-mix(in srgb, var(--color-primary) 30%, transparent), transparent 50%),
    radial-gradient(circle at 90% 100%, color-mix(in srgb, var(--color-accent) 18%, transparent), transparent 45%),
    var(--color-background);
`;

const Brand = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 800;
  letter-spacing: 0.04em;
  color: var(--color-text);
`;

export interface StatusPageProps {
  testId: string;
  emblem: ReactNode;
  title: string;
  children: ReactNode;
}

/** Full-screen page that replaces the whole app (maintenance, region block), in either language. */
export function StatusPage({ testId, emblem, title, children }: StatusPageProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const liveChat = brand.customerService.liveChatUrl;
  return (
    <Page>
      <Brand>{brand.displayName}</Brand>
      <NoticePanel
        testId={testId}
        emblem={emblem}
        title={title}
        actions={
          liveChat ? (
            <ActionAnchor href={liveChat} target="_blank" rel="noopener noreferrer" $tone="accent" data-testid="customer-service">
              <ChatIcon />
              {t('system:customerService')}
            </ActionAnchor>
          ) : null
        }
      >
        {children}
      </NoticePanel>
      <LanguageSwitch />
    </Page>
  );
}
