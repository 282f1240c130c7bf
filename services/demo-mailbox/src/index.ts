export { buildMailbox, INBOX_CAPACITY, SMTP_HOST, startMailbox, type ListeningMailbox, type Mailbox, type MailboxOptions } from './app';
export { readMailboxConfig, type MailboxConfig } from './config';
export { type ReceivedMail } from './inbox';
export { MAX_MESSAGE_BYTES } from './smtp';
