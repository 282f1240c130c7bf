export { Dialog, type DialogButton, type DialogCloseReason, type DialogProps } from './Dialog';
export type { DialogIconKind, DialogSize } from './Dialog.styles';
