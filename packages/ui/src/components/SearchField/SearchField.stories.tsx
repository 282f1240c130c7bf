import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { SearchField } from './SearchField';

interface StoryArgs {
  initial: string;
  busy: boolean;
  withHint: boolean;
  onChange: (value: string) => void;
}

const meta = {
  title: 'Components/SearchField',
  args: { initial: '', busy: false, withHint: false, onChange: fn() },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

function GameSearch({ initial, busy, withHint, onChange }: StoryArgs) {
  const text = useStoryText();
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <SearchField
        label={text('searchGames')}
        placeholder={text('searchPlaceholder')}
        value={value}
        busy={busy}
        hint={withHint ? text('searchHint') : undefined}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

export const Empty: Story = { render: (args) => <GameSearch {...args} /> };

/** Something typed: the clear button shows. */
export const Typed: Story = { args: { initial: 'Dragon' }, render: (args) => <GameSearch {...args} /> };

/** A search is running. */
export const Busy: Story = { args: { initial: 'Dragon', busy: true }, render: (args) => <GameSearch {...args} /> };

/** Too short to search yet: the hint says why nothing happens. */
export const WithHint: Story = { args: { initial: 'D', withHint: true }, render: (args) => <GameSearch {...args} /> };
