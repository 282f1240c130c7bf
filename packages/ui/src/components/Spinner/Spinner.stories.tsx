import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryRow } from '../../storybookSupport/layout';
import { Spinner, type SpinnerProps } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<SpinnerProps>;

export default meta;
type Story = StoryObj<SpinnerProps>;

export const Playground: Story = { render: (args) => <Spinner {...args} /> };

export const Sizes: Story = {
  render: () => (
    <StoryRow>
      <Spinner size="small" />
      <Spinner size="medium" />
      <Spinner size="large" />
    </StoryRow>
  ),
};
