import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { NoteText, SectionTitleText } from './Text.styles';

export interface SectionTitleProps extends ComponentPropsWithoutRef<'h2'> {
  /** A glyph before the words, in the accent colour; decorative. */
  icon?: ReactNode;
  /** The heading level, so the page outline stays right: a panel's title is an h2 unless told. */
  level?: 'h2' | 'h3';
}

/** The title of a panel or a section of a page. */
export function SectionTitle({ icon, level = 'h2', children, ...rest }: SectionTitleProps) {
  return (
    <SectionTitleText as={level} {...rest}>
      {icon}
      {children}
    </SectionTitleText>
  );
}

export type NoteProps = ComponentPropsWithoutRef<'p'>;

/** A quieter sentence that explains a panel or a figure: how it works, what it needs. */
export function Note(props: NoteProps) {
  return <NoteText {...props} />;
}
