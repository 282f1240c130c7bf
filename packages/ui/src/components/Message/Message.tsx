import type { ComponentPropsWithoutRef } from 'react';
import { MessageText, type MessageTone, type MessageVariant } from './Message.styles';

export interface MessageProps extends ComponentPropsWithoutRef<'p'> {
  /** info (the default), success, warning or error */
  tone?: MessageTone;
  /** a tinted box (the default), or a plain line of text in the tone's colour */
  variant?: MessageVariant;
  /**
   * Announces the message when it appears: an error as an alert, any other tone as a status. A
   * message that is part of the page from the start (an intro, a standing warning) is not announced.
   * An explicit `role` wins.
   */
  announce?: boolean;
}

/** A sentence that tells the reader how things stand: a refusal, a success, a warning or a plain notice. */
export function Message({ tone = 'info', variant = 'box', announce = false, role, children, ...rest }: MessageProps) {
  const announced = announce ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <MessageText $tone={tone} $variant={variant} role={role ?? announced} {...rest}>
      {children}
    </MessageText>
  );
}
