import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { BASE_THEME, COLOR_TOKENS, cssVariableName } from '@croupier/brand-config';
import { cssVar, vars, type ThemeToken } from './cssVars';

const meta = { title: 'Foundations/Tokens' } satisfies Meta;

export default meta;
type Story = StoryObj;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 12px;
`;

const Swatch = styled.div`
  overflow: hidden;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusMedium};
  background: ${vars.colorSurface};
  font-size: 12px;
`;

const Chip = styled.div`
  height: 56px;
  border-bottom: 1px solid ${vars.colorBorder};
`;

const Caption = styled.div`
  display: grid;
  gap: 2px;
  padding: 8px 10px;

  code {
    color: ${vars.colorTextMuted};
  }
`;

/** Every colour token of the current brand and mode, as the components see it. */
export const Colours: Story = {
  render: () => (
    <Grid>
      {COLOR_TOKENS.map((token) => (
        <Swatch key={token}>
          <Chip style={{ background: cssVar(token) }} />
          <Caption>
            <strong>{token}</strong>
            <code>{cssVariableName(token)}</code>
          </Caption>
        </Swatch>
      ))}
    </Grid>
  ),
};

const RADIUS_TOKENS = Object.keys(BASE_THEME.light).filter((token): token is ThemeToken => token.startsWith('radius'));

const RadiusBox = styled.div`
  display: grid;
  place-items: center;
  width: 120px;
  height: 80px;
  border: 2px solid ${vars.colorPrimary};
  background: ${vars.colorSurfaceRaised};
  font-size: 12px;
`;

export const Radii: Story = {
  render: () => (
    <Grid>
      {RADIUS_TOKENS.map((token) => (
        <RadiusBox key={token} style={{ borderRadius: cssVar(token) }}>
          {token}
        </RadiusBox>
      ))}
    </Grid>
  ),
};
