import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoIcon } from '../../icons';
import { PagePanel } from '../../layout/page-frame';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Note, SectionTitle } from './Text';

const meta = {
  title: 'Components/Text',
} satisfies Meta;

export default meta;
type Story = StoryObj;

function Panel({ withIcon }: { withIcon: boolean }) {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={520}>
      <PagePanel>
        <SectionTitle icon={withIcon ? <InfoIcon /> : undefined}>{text('payoutAccounts')}</SectionTitle>
        <Note>{text('payoutAccountsNote')}</Note>
      </PagePanel>
    </StoryStack>
  );
}

export const TitleAndNote: Story = { render: () => <Panel withIcon={false} /> };

export const TitleWithIcon: Story = { render: () => <Panel withIcon /> };
