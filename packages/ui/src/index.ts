// Theme plumbing: tokens as CSS custom properties, the page reset, the brand stylesheet and mode switch.
export { applyThemeMode, cssVar, focusRing, GlobalStyle, mix, REDUCED_MOTION, ThemeStyle, vars, visuallyHidden } from './theme';
export type { ThemeStyleProps, ThemeToken } from './theme';

export { sanitizeHtml } from './html/sanitizeHtml';

export { Badge, BADGE_MAX_COUNT, type BadgeProps } from './components/Badge';
export { Button, type ButtonAsButtonProps, type ButtonAsLinkProps, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { Carousel, type CarouselProps } from './components/Carousel';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Dialog, type DialogButton, type DialogCloseReason, type DialogIconKind, type DialogProps, type DialogSize } from './components/Dialog';
export { Input, type InputProps } from './components/Input';
export { FieldWithAction, Form, FormActions, FormField, type FieldControlProps, type FormFieldProps, type FormProps, type FormSpacing } from './components/Form';
export { LoadingCover, type LoadingCoverProps } from './components/LoadingCover';
export { Marquee, type MarqueeProps } from './components/Marquee';
export { Message, type MessageProps, type MessageTone, type MessageVariant } from './components/Message';
export { Pagination, type PaginationProps } from './components/Pagination';
export {
  PaymentPasswordForm,
  paymentPasswordProblems,
  type PaymentPasswordField,
  type PaymentPasswordFormProps,
  type PaymentPasswordProblem,
  type PaymentPasswordRules,
  type PaymentPasswordValues,
  type PaymentPasswordWord,
  type PaymentPasswordWords,
} from './components/PaymentPasswordForm';
export { RichText, type RichTextProps } from './components/RichText';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { Switch, type SwitchProps } from './components/Switch';
export { Tabs, type TabItem, type TabsAppearance, type TabsProps } from './components/Tabs';
export { Note, SectionTitle, type NoteProps, type SectionTitleProps } from './components/Text';
export { VisuallyHidden } from './components/VisuallyHidden';

// Line icons that screens put inside kit controls (the view switch, search).
export { GridIcon, ListIcon, SearchIcon, type IconProps } from './icons';
export { useThrottle } from './hooks/useThrottle';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { PageFrame, PagePanel, PageTitle } from './layout/page-frame';
