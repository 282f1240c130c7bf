import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin: 4px 0 18px;
  padding-inline-end: 36px;
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  font-size: 22px;
  font-weight: 800;
  box-shadow: 0 6px 18px ${mix('colorAccent', 30)};
`;

const Titles = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 21px;
  line-height: 1.25;
  color: ${vars.colorText};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: 13.5px;
  color: ${vars.colorTextMuted};
`;

/** The brand's mark beside the popup's title: every account popup opens the same way. */
export function PopupHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const { brand } = useAccountEnvironment();
  return (
    <Header>
      <Mark aria-hidden="true" style={{ background: brand.logo.markColor, color: brand.logo.markTextColor }}>
        {brand.logo.mark}
      </Mark>
      <Titles>
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </Titles>
    </Header>
  );
}
