import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartIcon } from '../../icons';
import { Button } from '../Button';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { EmptyState } from './EmptyState';

interface StoryArgs {
  withAction: boolean;
}

const meta = {
  title: 'Components/EmptyState',
  args: { withAction: true },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

function Favourites({ withAction }: StoryArgs) {
  const text = useStoryText();
  return (
    <EmptyState
      title={text('emptyFavouritesTitle')}
      emblem={<HeartIcon sizePx={26} />}
      action={
        withAction ? (
          <Button variant="accent" href="#games">
            {text('browseGames')}
          </Button>
        ) : undefined
      }
    >
      {text('emptyFavouritesText')}
    </EmptyState>
  );
}

export const WithAction: Story = { render: (args) => <Favourites {...args} /> };

export const TextOnly: Story = { args: { withAction: false }, render: (args) => <Favourites {...args} /> };
