import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Button } from '../Button';
import { Input } from '../Input';
import { Message } from '../Message';
import { Form } from './Form';
import { FieldWithAction, FormActions } from './Form.styles';
import { FormField } from './FormField';

const meta = {
  title: 'Components/Form',
} satisfies Meta;

export default meta;
type Story = StoryObj;

function ReceiptForm({ refused }: { refused: boolean }) {
  const text = useStoryText();
  const [sent, setSent] = useState(false);
  return (
    <StoryStack $widthPx={420}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
      >
        <FieldWithAction>
          <Input label={text('mobileCode')} inputMode="numeric" autoComplete="one-time-code" />
          <Button type="button" variant="secondary">
            {text('sendCode')}
          </Button>
        </FieldWithAction>
        <FormField label={text('receiptPhoto')} hint={text('receiptPhotoHint')} error={refused ? text('receiptPhotoRefused') : undefined}>
          {(control) => (
            <label>
              {text('choosePhoto')}
              <input type="file" accept="image/png,image/jpeg" {...control} />
            </label>
          )}
        </FormField>
        {sent ? (
          <Message tone="success" announce>
            {text('messageSuccess')}
          </Message>
        ) : null}
        <FormActions>
          <Button type="submit" variant="primary">
            {text('save')}
          </Button>
          <Button type="button" variant="secondary">
            {text('cancel')}
          </Button>
        </FormActions>
      </Form>
    </StoryStack>
  );
}

export const FieldsAndActions: Story = { render: () => <ReceiptForm refused={false} /> };

export const FieldWithError: Story = { render: () => <ReceiptForm refused /> };
