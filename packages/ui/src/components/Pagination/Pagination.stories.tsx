import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  args: { page: 1, totalPages: 20, onPageChange: fn(), hideWhenSinglePage: true },
} satisfies Meta<PaginationProps>;

export default meta;
type Story = StoryObj<PaginationProps>;

/** Keeps its own page so the story can be clicked through. */
function PagedDemo(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

export const FirstPage: Story = { render: (args) => <PagedDemo {...args} /> };

export const MiddlePage: Story = { args: { page: 10 }, render: (args) => <PagedDemo {...args} /> };

export const LastPage: Story = { args: { page: 20 }, render: (args) => <PagedDemo {...args} /> };

/** Fewer pages than the window of five: no gaps. */
export const FewPages: Story = { args: { page: 2, totalPages: 3 }, render: (args) => <PagedDemo {...args} /> };
