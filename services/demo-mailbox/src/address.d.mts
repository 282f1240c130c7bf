export declare const DEFAULT_MAILBOX_PORT: number;
export declare function mailboxPortFrom(env: Record<string, string | undefined>): number;
export declare function mailboxSmtpPortFrom(env: Record<string, string | undefined>): number;
