import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Select, type SelectProps } from './Select';

// Each language is named in itself, the same in every interface language.
const LANGUAGE_OPTIONS = [
  { value: 'bn', label: 'বাংলা' },
  { value: 'en', label: 'English' },
];

const meta = {
  title: 'Components/Select',
  args: { options: LANGUAGE_OPTIONS, value: 'bn', onChange: fn(), compact: false, hideLabel: false, disabled: false },
  argTypes: { label: { table: { disable: true } } },
} satisfies Meta<SelectProps>;

export default meta;
type Story = StoryObj<SelectProps>;

function LanguageSelect(args: SelectProps) {
  const text = useStoryText();
  const [value, setValue] = useState(args.value);
  return (
    <StoryStack $widthPx={260}>
      <Select
        {...args}
        label={text('language')}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </StoryStack>
  );
}

export const Language: Story = { render: (args) => <LanguageSelect {...args} /> };

export const Compact: Story = { args: { compact: true, hideLabel: true }, render: (args) => <LanguageSelect {...args} /> };

export const Disabled: Story = { args: { disabled: true }, render: (args) => <LanguageSelect {...args} /> };
