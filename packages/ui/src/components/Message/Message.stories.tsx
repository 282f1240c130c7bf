import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Message } from './Message';

const meta = {
  title: 'Components/Message',
} satisfies Meta;

export default meta;
type Story = StoryObj;

function Tones({ variant }: { variant: 'box' | 'text' }) {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={460}>
      <Message tone="info" variant={variant}>
        {text('messageInfo')}
      </Message>
      <Message tone="success" variant={variant} announce>
        {text('messageSuccess')}
      </Message>
      <Message tone="warning" variant={variant}>
        {text('messageWarning')}
      </Message>
      <Message tone="error" variant={variant} announce>
        {text('messageError')}
      </Message>
    </StoryStack>
  );
}

export const Boxes: Story = { render: () => <Tones variant="box" /> };

export const TextLines: Story = { render: () => <Tones variant="text" /> };
