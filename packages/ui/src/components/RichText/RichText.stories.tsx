import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { RichText, type RichTextProps } from './RichText';

const meta = {
  title: 'Components/RichText',
  args: { html: '' },
} satisfies Meta<RichTextProps>;

export default meta;
type Story = StoryObj<RichTextProps>;

function AnnouncementText() {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={560}>
      <RichText html={text('announcementHtml')} />
    </StoryStack>
  );
}

export const Announcement: Story = { render: () => <AnnouncementText /> };

/** Hostile markup from a server: the script, the handler and the javascript: link are gone. */
export const HostileMarkup: Story = {
  args: {
    html: '<p onclick="alert(1)">Bonus <strong>৳500</strong></p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)" alt="">',
  },
  render: (args) => <RichText {...args} />,
};
