export { Message, type MessageProps } from './Message';
export type { MessageTone, MessageVariant } from './Message.styles';
