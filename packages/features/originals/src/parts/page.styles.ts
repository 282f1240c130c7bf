import styled from 'styled-components';
import { PageFrame, PagePanel, PageTitle, vars } from '@croupier/ui';

export { PageFrame as Page, PageTitle as Title, PagePanel as Card };

/** Play area beside its form on wide screens, stacked on phones. */
export const PlayLayout = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  align-items: start;
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 14px;
  margin: 0;
  font-size: 14px;
  & > dt {
    color: ${vars.colorTextMuted};
  }
  & > dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

export const BigFigure = styled.p<{ $tone?: 'win' | 'loss' }>`
  margin: 0;
  font-size: 44px;
  font-weight: 800;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${({ $tone }) => ($tone === 'win' ? vars.colorSuccess : $tone === 'loss' ? vars.colorDanger : vars.colorText)};
`;

export const RoundList = styled.ol`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  & > li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: 12px;
    padding: 8px 10px;
    border-radius: ${vars.radiusMedium};
    background: ${vars.colorSurfaceRaised};
    font-variant-numeric: tabular-nums;
  }
  & a {
    color: ${vars.colorPrimary};
  }
`;

/** A hash or a seed: a code, the same in every language, so marked not to be translated. */
export const Hash = styled.code.attrs({ translate: 'no' as const })`
  font-size: 12px;
  overflow-wrap: anywhere;
`;
