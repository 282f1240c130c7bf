import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_FADE_MS } from '@croupier/domain';
import { keepTabInside } from '../../hooks/focusTrap';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useLatest } from '../../hooks/useLatest';
import { useLayerStack } from '../../hooks/useLayerStack';
import { useModalFocus } from '../../hooks/useModalFocus';
import { usePresence } from '../../hooks/usePresence';
import { CloseIcon } from '../../icons';
import { useUiText } from '../../i18n/useUiText';
import { Button, type ButtonVariant } from '../Button';
import { RichText } from '../RichText';
import { DialogIcon } from './DialogIcon';
import {
  Actions,
  AutoCloseBar,
  Body,
  BottomSpace,
  CloseButton,
  Cover,
  Header,
  Panel,
  Title,
  type DialogIconKind,
  type DialogSize,
} from './Dialog.styles';

export type DialogCloseReason = 'escape' | 'cover' | 'closeButton' | 'button' | 'timeout';

export interface DialogButton {
  label: string;
  variant?: ButtonVariant;
  onClick?: () => void;
  /** The dialog closes after the click unless this is set (a button that submits and waits). */
  keepOpen?: boolean;
  loading?: boolean;
  disabled?: boolean;
}

export interface DialogProps {
  open: boolean;
  /** Called with the reason; the owner sets `open` to false (or not) in response. */
  onClose: (reason: DialogCloseReason) => void;
  title?: string;
  /** Names the dialog when it has no visible title. */
  ariaLabel?: string;
  icon?: DialogIconKind;
  /** Rich text from the server. It is sanitized: scripts and event handlers never reach the page. */
  html?: string;
  children?: ReactNode;
  buttons?: DialogButton[];
  /** A click on the dimmed cover around the panel closes the dialog. */
  closeOnCover?: boolean;
  /** Closes by itself after this many milliseconds, with a bar showing the time left. */
  autoCloseMs?: number;
  /** False for dialogs the player must answer: no close button and Escape does nothing. */
  dismissible?: boolean;
  size?: DialogSize;
}

/**
 * The generic popup of SPEC §2: icon, title, html body, buttons, cover click and auto-close. Rendered
 * in a portal over the page with a 100 ms fade; Escape closes the newest open dialog only; focus stays
 * inside while open and goes back to the opener afterwards.
 */
export function Dialog({
  open,
  onClose,
  title,
  ariaLabel,
  icon,
  html,
  children,
  buttons = [],
  closeOnCover = false,
  autoCloseMs,
  dismissible = true,
  size = 'small',
}: DialogProps) {
  const { t } = useUiText();
  const { mounted, closing } = usePresence(open, MODAL_FADE_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedOnCover = useRef(false);
  const onCloseRef = useLatest(onClose);
  const isTopmost = useLayerStack(open);
  const titleId = useId();
  const bodyId = useId();

  useModalFocus(panelRef, open);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      const panel = panelRef.current;
      if (!panel || !isTopmost()) return;
      if (event.key === 'Escape' && dismissible) {
        event.preventDefault();
        onCloseRef.current('escape');
        return;
      }
      keepTabInside(event, panel);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismissible, isTopmost, onCloseRef]);

  useEffect(() => {
    if (!open || autoCloseMs === undefined) return;
    const timer = setTimeout(() => onCloseRef.current('timeout'), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, onCloseRef]);

  if (!mounted || typeof document === 'undefined') return null;

  const centred = icon !== undefined;
  const alerting = icon === 'warning' || icon === 'error';
  const hasBody = Boolean(html) || children !== undefined;

  return createPortal(
    <Cover
      $closing={closing}
      data-dialog-cover=""
      // Only a press that starts and ends on the cover counts, so dragging out of a field does not close.
      onMouseDown={(event) => {
        pressStartedOnCover.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const onCover = pressStartedOnCover.current && event.target === event.currentTarget;
        pressStartedOnCover.current = false;
        if (onCover && closeOnCover && open) onCloseRef.current('cover');
      }}
    >
      <Panel
        ref={panelRef}
        role={alerting ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : (ariaLabel ?? (icon ? t(`dialog.icon.${icon}`) : undefined))}
        aria-describedby={hasBody ? bodyId : undefined}
        tabIndex={-1}
        $size={size}
        $centred={centred}
      >
        {autoCloseMs !== undefined && open && <AutoCloseBar $durationMs={autoCloseMs} aria-hidden="true" />}
        {dismissible && (
          <CloseButton type="button" aria-label={t('dialog.close')} onClick={() => onCloseRef.current('closeButton')}>
            <CloseIcon />
          </CloseButton>
        )}
        {(icon || title) && (
          <Header $withClose={dismissible} $centred={centred}>
            {icon && <DialogIcon kind={icon} />}
            {title && <Title id={titleId}>{title}</Title>}
          </Header>
        )}
        {hasBody && (
          <Body id={bodyId}>
            {html && <RichText html={html} />}
            {children}
          </Body>
        )}
        {buttons.length > 0 ? (
          <Actions $centred={centred}>
            {buttons.map((button, index) => (
              <Button
                key={`${index}-${button.label}`}
                variant={button.variant ?? (index === buttons.length - 1 ? 'primary' : 'secondary')}
                loading={button.loading}
                disabled={button.disabled}
                onClick={() => {
                  button.onClick?.();
                  if (!button.keepOpen) onCloseRef.current('button');
                }}
              >
                {button.label}
              </Button>
            ))}
          </Actions>
        ) : (
          <BottomSpace />
        )}
      </Panel>
    </Cover>,
    document.body,
  );
}
