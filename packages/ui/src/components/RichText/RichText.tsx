import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { sanitizeHtml } from '../../html/sanitizeHtml';
import { RichTextBody } from './RichText.styles';

export interface RichTextProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server; it is sanitized here, so callers never insert raw markup themselves. */
  html: string;
}

export function RichText({ html, ...rest }: RichTextProps) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  return <RichTextBody {...rest} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
