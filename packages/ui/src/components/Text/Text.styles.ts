import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export const SectionTitleText = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: 16px;
  & > svg {
    flex: none;
    color: ${vars.colorAccent};
  }
`;

export const NoteText = styled.p`
  margin: 0;
  color: ${vars.colorTextMuted};
  font-size: 14px;
  line-height: 1.5;
`;
