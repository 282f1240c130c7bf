import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryRow } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Button } from '../Button';
import { Badge, type BadgeProps } from './Badge';

const meta = {
  title: 'Components/Badge',
  args: { count: 5, max: 99, dot: false },
} satisfies Meta<BadgeProps>;

export default meta;
type Story = StoryObj<BadgeProps>;

function OnMenuButtons(args: BadgeProps) {
  const text = useStoryText();
  return (
    <StoryRow style={{ gap: 28, padding: 12 }}>
      <Badge {...args}>
        <Button variant="secondary">{text('messages')}</Button>
      </Badge>
      <Badge {...args} count={args.count > 0 ? 3 : 0}>
        <Button variant="secondary">{text('missions')}</Button>
      </Badge>
      <Badge {...args} count={args.count > 0 ? 1 : 0}>
        <Button variant="secondary">{text('rewards')}</Button>
      </Badge>
    </StoryRow>
  );
}

export const Count: Story = { render: (args) => <OnMenuButtons {...args} /> };

/** 150 unread shows as 99+. */
export const Capped: Story = { args: { count: 150 }, render: (args) => <OnMenuButtons {...args} /> };

/** At zero no badge shows; the buttons stand alone. */
export const Zero: Story = { args: { count: 0 }, render: (args) => <OnMenuButtons {...args} /> };

export const Dot: Story = { args: { dot: true }, render: (args) => <OnMenuButtons {...args} /> };

function InlineBadges() {
  const text = useStoryText();
  return (
    <StoryRow>
      <span>{text('messages')}</span>
      <Badge count={7} />
      <Badge count={1000} />
    </StoryRow>
  );
}

export const Inline: Story = { render: () => <InlineBadges /> };
