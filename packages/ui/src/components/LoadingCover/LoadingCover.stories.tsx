import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { LoadingCover, type LoadingCoverProps } from './LoadingCover';

const meta = {
  title: 'Components/LoadingCover',
  args: { visible: true, fullScreen: false },
} satisfies Meta<LoadingCoverProps>;

export default meta;
type Story = StoryObj<LoadingCoverProps>;

const SamplePanel = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  height: 260px;
  max-width: 520px;
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radiusLarge};
  background: ${vars.colorSurface};
`;

function CoveredPanel(args: LoadingCoverProps) {
  const text = useStoryText();
  return (
    <SamplePanel>
      <p>{text('panelContent')}</p>
      <LoadingCover {...args} label={text('loadingGames')} />
    </SamplePanel>
  );
}

/** Covers one panel while its data loads. */
export const OverPanel: Story = { render: (args) => <CoveredPanel {...args} /> };

/** Covers the whole window, as between routes. */
export const FullScreen: Story = { args: { fullScreen: true }, render: (args) => <CoveredPanel {...args} /> };
