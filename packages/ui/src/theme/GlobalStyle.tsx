import { createGlobalStyle } from 'styled-components';
import { vars } from './cssVars';

/** Resets and page defaults. Colours and font come from the brand's custom properties. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  :root[data-theme='dark'] {
    color-scheme: dark;
  }

  :root[data-theme='light'] {
    color-scheme: light;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${vars.colorBackground};
    color: ${vars.colorText};
    font-family: ${vars.fontFamily};
    font-size: 15px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd {
    margin: 0;
  }

  img, svg, video {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${vars.colorPrimary};
  }

  :focus-visible {
    outline: 2px solid ${vars.colorFocus};
    outline-offset: 2px;
  }
`;
