import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChevronRightIcon } from '../../icons';
import { StoryRow, StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Button, type ButtonAsButtonProps } from './Button';

const meta = {
  title: 'Components/Button',
  args: { children: '', variant: 'primary', size: 'medium', loading: false, disabled: false, fullWidth: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'accent', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<ButtonAsButtonProps>;

export default meta;
type Story = StoryObj<ButtonAsButtonProps>;

function LabelledButton(props: ButtonAsButtonProps) {
  const text = useStoryText();
  return <Button {...props}>{props.children || text('deposit')}</Button>;
}

export const Playground: Story = {
  render: (args) => <LabelledButton {...args} />,
};

function AllVariants() {
  const text = useStoryText();
  return (
    <StoryRow>
      <Button variant="primary">{text('signIn')}</Button>
      <Button variant="accent">{text('deposit')}</Button>
      <Button variant="secondary">{text('withdraw')}</Button>
      <Button variant="ghost">{text('register')}</Button>
      <Button variant="danger">{text('delete')}</Button>
    </StoryRow>
  );
}

export const Variants: Story = { render: () => <AllVariants /> };

function AllSizes() {
  const text = useStoryText();
  return (
    <StoryRow>
      <Button size="small">{text('playNow')}</Button>
      <Button size="medium">{text('playNow')}</Button>
      <Button size="large">{text('playNow')}</Button>
    </StoryRow>
  );
}

export const Sizes: Story = { render: () => <AllSizes /> };

export const Loading: Story = {
  args: { loading: true },
  render: (args) => <LabelledButton {...args} />,
};

function DisabledButtons() {
  const text = useStoryText();
  return (
    <StoryRow>
      <Button disabled>{text('deposit')}</Button>
      <Button variant="secondary" disabled>
        {text('withdraw')}
      </Button>
      <Button href="https://example.com" disabled>
        {text('moreGames')}
      </Button>
    </StoryRow>
  );
}

export const Disabled: Story = { render: () => <DisabledButtons /> };

function LinkButtons() {
  const text = useStoryText();
  return (
    <StoryRow>
      <Button href="#more-games" variant="secondary" iconEnd={<ChevronRightIcon sizePx={16} />}>
        {text('moreGames')}
      </Button>
      <Button href="#deposit" variant="accent">
        {text('deposit')}
      </Button>
    </StoryRow>
  );
}

export const AsLink: Story = { render: () => <LinkButtons /> };

function WideButtons() {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={360}>
      <Button fullWidth size="large">
        {text('signIn')}
      </Button>
      <Button fullWidth variant="secondary">
        {text('register')}
      </Button>
    </StoryStack>
  );
}

export const FullWidth: Story = { render: () => <WideButtons /> };
