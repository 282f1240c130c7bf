import { escapeHtml, inboxPageHtml } from '@croupier/demo-kit';
import type { ReceivedSms } from './inbox';

/** A six-digit code stands out, as a handset's message preview would show it. */
function messageHtml(text: string): string {
  return escapeHtml(text).replace(/\b(\d{6})\b/g, '<strong class="code">$1</strong>');
}

const STYLES = `
  .meta { margin-bottom: 6px; }
  .code { font-size: 1.1rem; letter-spacing: 0.08em; color: #3047c9; }
`;

/** The gateway's own page: the newest messages, or those to one number. */
export function inboxPage(messages: readonly ReceivedSms[], to: string | undefined): string {
  return inboxPageHtml({
    title: 'Demo SMS gateway',
    headingHtml: to === undefined ? 'Messages sent through this gateway' : `Messages to +${escapeHtml(to)}`,
    note: 'A stand-in SMS gateway: nothing reaches a phone. Newest first; this page reloads every 5 seconds.',
    filter: { name: 'to', placeholder: 'Number in international form, such as 8801712345678', value: to ?? '' },
    itemsHtml: messages.map(
      (message) =>
        `<li data-testid="sms"><div class="meta"><span><span class="from">${escapeHtml(message.from)}</span> to +${escapeHtml(message.to)}</span><time>${escapeHtml(message.receivedAt)}</time></div>${messageHtml(message.text)}</li>`,
    ),
    emptyText: 'No messages yet.',
    maxWidthPx: 760,
    styles: STYLES,
  });
}
