import styled from 'styled-components';
import { vars } from '@croupier/ui';

/** A definition in notation: wraps anywhere so it fits a 390 px phone without scrolling sideways. */
export const Formula = styled.pre`
  margin: 0;
  padding: 8px 10px;
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurfaceRaised};
  font-size: 12.5px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Steps = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding-left: 20px;
  font-size: 14px;
  line-height: 1.5;
  & > li > p {
    margin: 0 0 6px;
  }
`;

export const Lead = styled.p`
  margin: 0;
  font-size: 15px;
  line-height: 1.55;
`;

export const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  & > span {
    padding: 4px 10px;
    border-radius: 999px;
    background: ${vars.colorSurfaceRaised};
    font-size: 13px;
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

export const Disclosure = styled.details`
  border-top: 1px solid ${vars.colorBorder};
  padding-top: 10px;
  & > summary {
    cursor: pointer;
    font-weight: 600;
    font-size: 14px;
  }
  & > summary + * {
    margin-top: 10px;
  }
`;

export const VectorGrid = styled.div`
  display: grid;
  gap: 10px;
`;

/** One vector: field names as in the JSON file, values in code type. */
export const VectorFields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 2px 12px;
  margin: 0;
  padding: 8px 10px;
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurfaceRaised};
  font-size: 12px;
  & > dt {
    color: ${vars.colorTextMuted};
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
  & > dd {
    margin: 0;
    font-family: ui-monospace, monospace;
    overflow-wrap: anywhere;
  }
`;

export const ChainTable = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  & > li {
    display: grid;
    gap: 2px;
    padding: 8px 10px;
    border-radius: ${vars.radiusMedium};
    background: ${vars.colorSurfaceRaised};
  }
  & code {
    overflow-wrap: anywhere;
  }
`;
