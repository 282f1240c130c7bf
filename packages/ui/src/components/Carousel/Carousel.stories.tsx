import type { Meta, StoryObj } from '@storybook/react-vite';
import { SampleBanner, SampleGameTile } from '../../storybookSupport/samples';
import { useStoryText } from '../../storybookSupport/useStoryText';
import { Carousel, type CarouselProps } from './Carousel';

const meta = {
  title: 'Components/Carousel',
  args: { slidesPerView: 1, autoplay: true, showArrows: true, showDots: true },
  // Slides and label come from the sample banners and the dictionary, not from controls.
  argTypes: { children: { table: { disable: true } }, label: { table: { disable: true } } },
} satisfies Meta<CarouselProps>;

export default meta;
type Story = StoryObj<CarouselProps>;

function Banners({ count, ...args }: CarouselProps & { count: number }) {
  const text = useStoryText();
  return (
    <Carousel {...args} label={text('promotions')}>
      {Array.from({ length: count }, (_, index) => (
        <SampleBanner key={index} index={index} />
      ))}
    </Carousel>
  );
}

export const SeveralSlides: Story = { render: (args) => <Banners {...args} count={3} /> };

/** One banner: no autoplay, no arrows, no dots, no loop. */
export const OneSlide: Story = { render: (args) => <Banners {...args} count={1} /> };

function GameRow(args: CarouselProps) {
  const text = useStoryText();
  return (
    <Carousel {...args} label={text('hotGames')} slidesPerView={6} gapPx={12} autoplay={false} showDots={false} rounded={false}>
      {Array.from({ length: 12 }, (_, index) => (
        <SampleGameTile key={index} index={index} />
      ))}
    </Carousel>
  );
}

/** A home row: six games per view, two pages, turned by the arrows. */
export const SixPerView: Story = { render: (args) => <GameRow {...args} /> };
