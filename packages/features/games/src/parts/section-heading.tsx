import styled from 'styled-components';

export const SectionHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  /* The height of the arrows, so a heading with them and one without take the same room. */
  min-height: 32px;
  margin: 0 0 12px;
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  font-size: 19px;
  font-weight: 800;
  color: var(--color-text);
  &::before {
    content: '';
    width: 4px;
    height: 20px;
    border-radius: 4px;
    background: linear-gradient(180deg, var(--color-accent), var(--color-primary));
  }
`;
