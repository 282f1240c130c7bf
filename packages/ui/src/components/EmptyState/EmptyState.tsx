import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Action, Emblem, Frame, Text, Title } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  title: string;
  /** A sentence on what to do next. */
  children?: ReactNode;
  /** A drawing or glyph above the title; decorative. */
  emblem?: ReactNode;
  /** A button or link that leads on, such as "Browse games". */
  action?: ReactNode;
  /** Heading level of the title, so the page outline stays right. */
  headingLevel?: 'h2' | 'h3';
}

/** What a list shows when it has nothing in it: a title, why, and a way on. Announced politely. */
export function EmptyState({ title, children, emblem, action, headingLevel = 'h2', ...rest }: EmptyStateProps) {
  return (
    <Frame role="status" {...rest}>
      {emblem ? <Emblem aria-hidden="true">{emblem}</Emblem> : null}
      <Title as={headingLevel}>{title}</Title>
      {children ? <Text>{children}</Text> : null}
      {action ? <Action>{action}</Action> : null}
    </Frame>
  );
}
