import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export const RichTextBody = styled.div`
  color: ${vars.colorText};
  line-height: 1.6;
  overflow-wrap: anywhere;

  & > * + * {
    margin-top: 0.75em;
  }

  h1,
  h2,
  h3,
  h4 {
    line-height: 1.3;
    font-size: 1.05em;
  }

  ul,
  ol {
    margin: 0;
    padding-inline-start: 1.4em;
  }

  a {
    color: ${vars.colorPrimary};
    font-weight: 600;
  }

  strong,
  b {
    color: ${vars.colorAccent};
  }

  img {
    height: auto;
    border-radius: ${vars.radiusSmall};
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    padding: 6px 8px;
    border: 1px solid ${vars.colorBorder};
    text-align: start;
  }
`;
