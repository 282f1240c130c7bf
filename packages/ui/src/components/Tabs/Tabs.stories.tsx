import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Tabs, type TabItem, type TabsProps } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  args: { appearance: 'line', stretch: false, onSelect: fn() },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['line', 'pill'] },
    items: { table: { disable: true } },
    label: { table: { disable: true } },
  },
} satisfies Meta<TabsProps>;

export default meta;
type Story = StoryObj<TabsProps>;

function useLoginTabs(withDisabled = false): TabItem[] {
  const text = useStoryText();
  const items: TabItem[] = [
    { id: 'username', label: text('username'), content: <p>{text('usernameTab')}</p> },
    { id: 'mobile', label: text('mobileNumber'), content: <p>{text('mobileTab')}</p> },
  ];
  if (withDisabled) items.push({ id: 'social', label: text('social'), content: null, disabled: true });
  return items;
}

function UncontrolledTabs(args: TabsProps) {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={420}>
      <Tabs {...args} items={useLoginTabs()} label={text('loginMethod')} />
    </StoryStack>
  );
}

export const Uncontrolled: Story = { render: (args) => <UncontrolledTabs {...args} /> };

export const Pill: Story = { args: { appearance: 'pill', stretch: true }, render: (args) => <UncontrolledTabs {...args} /> };

function ControlledTabs(args: TabsProps) {
  const text = useStoryText();
  const [selectedId, setSelectedId] = useState('mobile');
  return (
    <StoryStack $widthPx={420}>
      <Tabs
        {...args}
        items={useLoginTabs()}
        label={text('loginMethod')}
        selectedId={selectedId}
        onSelect={(id) => {
          setSelectedId(id);
          args.onSelect?.(id);
        }}
      />
    </StoryStack>
  );
}

export const Controlled: Story = { render: (args) => <ControlledTabs {...args} /> };

function TabsWithDisabled(args: TabsProps) {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={520}>
      <Tabs {...args} items={useLoginTabs(true)} label={text('loginMethod')} />
    </StoryStack>
  );
}

export const WithDisabledTab: Story = { render: (args) => <TabsWithDisabled {...args} /> };
