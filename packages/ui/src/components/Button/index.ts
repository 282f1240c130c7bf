export { Button, type ButtonAsButtonProps, type ButtonAsLinkProps, type ButtonProps } from './Button';
export type { ButtonSize, ButtonVariant } from './Button.styles';
