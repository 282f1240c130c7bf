import styled from 'styled-components';
import { vars } from '../theme';

/**
 * The frame of a member page (wallet, betting record, in-house games): a centred column, its title,
 * and the panels it is made of. One definition, so those pages line up with each other.
 */
export const PageFrame = styled.div`
  display: grid;
  gap: 18px;
  max-width: 960px;
  margin: 0 auto;
  padding-bottom: 32px;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 22px;
`;

export const PagePanel = styled.section`
  display: grid;
  gap: 14px;
  padding: 20px 22px;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: ${vars.colorSurface};
  color: ${vars.colorText};
  @media (max-width: 599px) {
    padding: 16px 14px;
  }
`;
