import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { ButtonLabel, StyledButton, StyledLink, type ButtonSize, type ButtonVariant } from './Button.styles';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label, blocks clicks and tells assistive tech the button is busy. */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  children: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined };
/** With `href` the button is a link that looks like a button (deposit, "more games"). */
export type ButtonAsLinkProps = ButtonOwnProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps> & { href: string };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function isLinkProps(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}

function Content({ loading, iconStart, iconEnd, children }: Pick<ButtonOwnProps, 'loading' | 'iconStart' | 'iconEnd' | 'children'>) {
  return (
    <>
      {loading ? <Spinner size="small" decorative inheritColour /> : iconStart}
      <ButtonLabel>{children}</ButtonLabel>
      {iconEnd}
    </>
  );
}

export function Button(props: ButtonProps) {
  if (isLinkProps(props)) return <LinkButton {...props} />;
  const {
    variant = 'primary',
    size = 'medium',
    loading = false,
    disabled = false,
    fullWidth = false,
    iconStart,
    iconEnd,
    children,
    type = 'button',
    onClick,
    ...rest
  } = props;
  const inactive = disabled || loading;
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || undefined}
      // A busy button stays focusable (aria-disabled, not `disabled`), so focus is not dropped mid-request.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={clickUnlessInactive(inactive, onClick)}
    >
      <Content loading={loading} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </StyledButton>
  );
}

/** A click on an inactive control does nothing, not even its default action (submit, navigate). */
function clickUnlessInactive<Event extends { preventDefault(): void }>(inactive: boolean, onClick?: (event: Event) => void) {
  return (event: Event) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

function LinkButton({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled = false,
  fullWidth = false,
  iconStart,
  iconEnd,
  children,
  href,
  onClick,
  ...rest
}: ButtonAsLinkProps) {
  const inactive = disabled || loading;
  return (
    <StyledLink
      {...rest}
      // A disabled link has no address, so neither a click nor "open in new tab" can follow it.
      href={inactive ? undefined : href}
      role={inactive ? 'link' : undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={clickUnlessInactive(inactive, onClick)}
    >
      <Content loading={loading} iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </Content>
    </StyledLink>
  );
}
