import styled from 'styled-components';
import { mix, vars } from '@croupier/ui';

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const BonusCard = styled.li<{ $active: boolean }>`
  border: 1px solid ${({ $active }) => ($active ? mix('colorPrimary', 55) : vars.colorBorder)};
  border-radius: 12px;
  padding: 14px 16px;
  background: ${({ $active }) => ($active ? mix('colorPrimary', 8) : 'transparent')};
  display: grid;
  gap: 10px;
`;

export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 6px 12px;
  & h3 {
    margin: 0;
    font-size: 17px;
    overflow-wrap: anywhere;
  }
`;

export const Amount = styled.strong`
  font-size: 20px;
  font-variant-numeric: tabular-nums;
`;

export const Meter = styled.div`
  display: grid;
  gap: 4px;
  font-size: 13px;
  color: ${vars.colorTextMuted};
`;

export const Track = styled.div`
  height: 10px;
  border-radius: 5px;
  background: ${mix('colorBorder', 70)};
  overflow: hidden;
`;

export const Fill = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${({ $percent }) => $percent}%;
  background: ${vars.colorPrimary};
  transition: width 0.3s ease;
`;

export const Terms = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 8px 16px;
  margin: 0;
  font-size: 14px;
  & dt {
    color: ${vars.colorTextMuted};
    font-size: 12px;
  }
  & dd {
    margin: 2px 0 0;
    font-variant-numeric: tabular-nums;
  }
`;

export const Contributions = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${vars.colorTextMuted};
`;

export const CardActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
