import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Button } from '../Button';
import { Input } from '../Input';
import { Dialog, type DialogProps } from './Dialog';

type DemoProps = Omit<DialogProps, 'open' | 'onClose'>;

/** Opens at once (so the story shows the dialog) and again from the button after it closes. */
function DialogDemo(props: DemoProps) {
  const text = useStoryText();
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {text('openDialog')}
      </Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<DemoProps>;

function SuccessDialog() {
  const text = useStoryText();
  return <DialogDemo icon="success" title={text('depositSuccessTitle')} html={`<p>${text('depositSuccessBody')}</p>`} buttons={[{ label: text('ok') }]} />;
}

export const WithIcon: Story = { render: () => <SuccessDialog /> };

function ErrorDialog() {
  const text = useStoryText();
  return <DialogDemo icon="error" title={text('sessionTitle')} html={`<p>${text('sessionBody')}</p>`} buttons={[{ label: text('signIn') }]} />;
}

export const ErrorIcon: Story = { render: () => <ErrorDialog /> };

function AnnouncementDialog() {
  const text = useStoryText();
  return <DialogDemo size="medium" title={text('announcementTitle')} html={text('announcementHtml')} buttons={[{ label: text('ok') }]} />;
}

export const HtmlBody: Story = { render: () => <AnnouncementDialog /> };

function ConfirmDialog() {
  const text = useStoryText();
  return (
    <DialogDemo
      icon="warning"
      title={text('withdrawTitle')}
      html={`<p>${text('withdrawBody')}</p>`}
      buttons={[{ label: text('cancel') }, { label: text('confirm'), variant: 'accent' }]}
    />
  );
}

export const Buttons: Story = { render: () => <ConfirmDialog /> };

function CoverDialog() {
  const text = useStoryText();
  return <DialogDemo icon="info" title={text('coverTitle')} html={`<p>${text('coverBody')}</p>`} closeOnCover />;
}

export const CoverClose: Story = { render: () => <CoverDialog /> };

function AutoCloseDialog() {
  const text = useStoryText();
  return <DialogDemo icon="success" title={text('autoCloseTitle')} html={`<p>${text('autoCloseBody')}</p>`} autoCloseMs={3000} />;
}

export const AutoClose: Story = { render: () => <AutoCloseDialog /> };

function MustAnswerDialog() {
  const text = useStoryText();
  return (
    <DialogDemo
      icon="warning"
      dismissible={false}
      title={text('sessionTitle')}
      html={`<p>${text('sessionBody')}</p>`}
      buttons={[{ label: text('signIn'), variant: 'primary' }]}
    />
  );
}

export const NotDismissible: Story = { render: () => <MustAnswerDialog /> };

function FormDialog() {
  const text = useStoryText();
  return (
    <DialogDemo title={text('signIn')} buttons={[{ label: text('cancel') }, { label: text('signIn') }]}>
      <StoryStack>
        <Input label={text('username')} placeholder={text('usernamePlaceholder')} autoFocus />
        <Input label={text('password')} type="password" />
      </StoryStack>
    </DialogDemo>
  );
}

export const WithForm: Story = { render: () => <FormDialog /> };
