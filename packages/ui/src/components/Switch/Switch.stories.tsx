import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Switch, type SwitchProps } from './Switch';

const meta = {
  title: 'Components/Switch',
  args: { checked: false, onChange: fn(), hideLabel: false, disabled: false },
  argTypes: { label: { table: { disable: true } } },
} satisfies Meta<SwitchProps>;

export default meta;
type Story = StoryObj<SwitchProps>;

function ThemeSwitch(args: SwitchProps) {
  const text = useStoryText();
  const [checked, setChecked] = useState(args.checked);
  return (
    <Switch
      {...args}
      label={text('darkTheme')}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        args.onChange(next);
      }}
    />
  );
}

export const Off: Story = { render: (args) => <ThemeSwitch {...args} /> };

export const On: Story = { args: { checked: true }, render: (args) => <ThemeSwitch {...args} /> };

export const Disabled: Story = { args: { disabled: true }, render: (args) => <ThemeSwitch {...args} /> };

/** Label for screen readers only, with an icon in the thumb. */
export const HiddenLabel: Story = { args: { hideLabel: true, checked: true, thumbIcon: '☾' }, render: (args) => <ThemeSwitch {...args} /> };
