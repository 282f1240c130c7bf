import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GridIcon, ListIcon } from '../../icons';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { SegmentedControl } from './SegmentedControl';

interface StoryArgs {
  iconsOnly: boolean;
  onChange: (value: string) => void;
}

const meta = {
  title: 'Components/SegmentedControl',
  args: { iconsOnly: false, onChange: fn() },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

function ViewSwitch({ iconsOnly, onChange }: StoryArgs) {
  const text = useStoryText();
  const [view, setView] = useState<'list' | 'tile'>('list');
  return (
    <SegmentedControl
      label={text('view')}
      iconsOnly={iconsOnly}
      value={view}
      onChange={(next) => {
        setView(next);
        onChange(next);
      }}
      options={[
        { value: 'list', label: text('listView'), icon: <ListIcon sizePx={18} /> },
        { value: 'tile', label: text('tileView'), icon: <GridIcon sizePx={18} /> },
      ]}
    />
  );
}

/** The list and tile switch of a game list. */
export const WithLabels: Story = { render: (args) => <ViewSwitch {...args} /> };

/** Icons on screen, names for screen readers and as tooltips. */
export const IconsOnly: Story = { args: { iconsOnly: true }, render: (args) => <ViewSwitch {...args} /> };
