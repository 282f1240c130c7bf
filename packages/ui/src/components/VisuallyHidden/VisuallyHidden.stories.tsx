import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = { title: 'Components/VisuallyHidden' } satisfies Meta;

export default meta;
type Story = StoryObj;

function IconOnlyButton() {
  const { t } = useTranslation('ui');
  return (
    <button type="button">
      <CloseIcon />
      <VisuallyHidden>{t('dialog.close')}</VisuallyHidden>
    </button>
  );
}

/** The button shows only an icon; screen readers read the word held in VisuallyHidden. */
export const IconButtonName: Story = { render: () => <IconOnlyButton /> };
