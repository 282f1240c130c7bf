import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { REMARK_MAX_CHARS } from '@croupier/domain';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Input, type InputProps } from './Input';

const meta = {
  title: 'Components/Input',
} satisfies Meta<InputProps>;

export default meta;
type Story = StoryObj<InputProps>;

function UsernameInput(props: Partial<InputProps>) {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={360}>
      <Input label={text('username')} placeholder={text('usernamePlaceholder')} {...props} />
    </StoryStack>
  );
}

export const Default: Story = { render: () => <UsernameInput /> };

function HintedInput() {
  const text = useStoryText();
  return <UsernameInput hint={text('usernameHint')} />;
}

export const WithHint: Story = { render: () => <HintedInput /> };

function InvalidInput() {
  const text = useStoryText();
  return <UsernameInput defaultValue="lucky777" hint={text('usernameHint')} error={text('usernameTaken')} />;
}

export const WithError: Story = { render: () => <InvalidInput /> };

function PasswordInput() {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={360}>
      <Input label={text('password')} type="password" defaultValue="secret-1234" autoComplete="current-password" />
    </StoryStack>
  );
}

export const Password: Story = { render: () => <PasswordInput /> };

function RemarkInput() {
  const text = useStoryText();
  const [remark, setRemark] = useState('');
  return (
    <StoryStack $widthPx={420}>
      <Input
        label={text('remark')}
        hint={text('remarkHint')}
        maxLength={REMARK_MAX_CHARS}
        showCharacterCount
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
    </StoryStack>
  );
}

export const CharacterCount: Story = { render: () => <RemarkInput /> };

export const Disabled: Story = { render: () => <UsernameInput disabled defaultValue="lucky777" /> };
