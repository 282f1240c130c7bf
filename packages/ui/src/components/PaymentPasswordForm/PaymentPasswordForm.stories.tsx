import type { Meta, StoryObj } from '@storybook/react-vite';
import { PagePanel } from '../../layout/page-frame';
import { samplePaymentPasswordRules } from '../../storybookSupport/paymentPasswordRules';
import { StoryStack } from '../../storybookSupport/layout';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { PaymentPasswordForm, type PaymentPasswordWord } from './PaymentPasswordForm';

const meta = {
  title: 'Components/PaymentPasswordForm',
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Where a page's dictionary keeps these words, the storybook dictionary keeps them under these names. */
const STORY_WORDS: Record<PaymentPasswordWord, string> = {
  loginPassword: 'loginPassword',
  paymentPassword: 'newPaymentPassword',
  paymentPasswordHint: 'newPaymentPasswordHint',
  confirm: 'newPaymentPasswordAgain',
  submit: 'setPaymentPassword',
  'problems.loginEmpty': 'loginPasswordEmpty',
  'problems.tooShort': 'paymentPasswordTooShort',
  'problems.tooLong': 'paymentPasswordTooLong',
  'problems.sameAsLogin': 'paymentPasswordSameAsLogin',
  'problems.mismatch': 'paymentPasswordMismatch',
};

/** Refuses every try with the login password's refusal, after a moment, so the busy button shows. */
function RefusingForm() {
  const text = useStoryText();
  return (
    <StoryStack $widthPx={520}>
      <PagePanel>
        <PaymentPasswordForm
          rules={samplePaymentPasswordRules}
          words={(key, bounds) => text(STORY_WORDS[key], bounds)}
          onSubmit={() => new Promise((_, reject) => setTimeout(() => reject(new Error('WRONG_PASSWORD')), 800))}
          failureText={() => text('loginPasswordWrong')}
          testIdPrefix="story"
        />
      </PagePanel>
    </StoryStack>
  );
}

export const FirstPassword: Story = { render: () => <RefusingForm /> };
