import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BackofficeBrand } from '@croupier/contract';
import { vars } from '@croupier/ui';
import { PageHeading, TitleRow } from '../parts/page-parts';

const Back = styled(Link)`
  color: ${vars.colorTextMuted};
  font-size: 13px;
`;

const HeadingLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-width: 0;
  & h1 {
    overflow-wrap: anywhere;
  }
`;

/** A promotion page's title row: the way back to the list, the title with its marks, and what sits under it. */
export function PromotionHeading({ brand, title, marks, children }: { brand: BackofficeBrand; title: string; marks?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation('promotionConsole');
  return (
    <TitleRow>
      <div>
        <Back to={`/${brand.code}/promotions`}>{t('detail.back')}</Back>
        <HeadingLine>
          <PageHeading>{title}</PageHeading>
          {marks}
        </HeadingLine>
        {children}
      </div>
    </TitleRow>
  );
}
