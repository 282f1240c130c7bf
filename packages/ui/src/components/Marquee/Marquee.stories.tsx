import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Marquee, type MarqueeProps } from './Marquee';

const meta = {
  title: 'Components/Marquee',
} satisfies Meta<MarqueeProps>;

export default meta;
type Story = StoryObj<MarqueeProps>;

function Notices({ count }: { count: number }) {
  const text = useStoryText();
  const notices = [text('noticeOne'), text('noticeTwo'), text('noticeThree')].slice(0, count);
  return <Marquee items={notices} />;
}

export const SeveralNotices: Story = { render: () => <Notices count={3} /> };

/** A short notice still loops without a gap. */
export const OneShortNotice: Story = { render: () => <Notices count={1} /> };
