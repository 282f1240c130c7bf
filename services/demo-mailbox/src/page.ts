import { escapeHtml, inboxPageHtml } from '@croupier/demo-kit';
import type { ReceivedMail } from './inbox';

/** An http(s) address in a mail's text, up to the first space or character that cannot end one. */
const LINK = /https?:\/\/[^\s<>"']+/g;

/** The text escaped, its web links made links (a reset mail's link opens from the page, as from a mail client). */
function bodyHtml(text: string): string {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(from, match.index)) + `<a href="${escapeHtml(url)}" rel="noreferrer noopener">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(text.slice(from));
}

const STYLES = `
  .meta { margin-bottom: 4px; }
  .subject { font-weight: 700; margin: 0 0 6px; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font: inherit; }
  a { color: #3047c9; }
`;

/** The mailbox's own page: the newest mails, or those to one address. */
export function inboxPage(mails: readonly ReceivedMail[], to: string | undefined, smtpPort: number): string {
  return inboxPageHtml({
    title: 'Demo mailbox',
    headingHtml: to === undefined ? 'Mail sent to this mailbox' : `Mail to ${escapeHtml(to)}`,
    note: `A stand-in mailbox taking mail over SMTP on port ${smtpPort}: nothing reaches a real address. Newest first; this page reloads every 5 seconds.`,
    filter: { name: 'to', type: 'email', placeholder: 'An address, such as player@example.com', value: to ?? '' },
    itemsHtml: mails.map(
      (mail) =>
        `<li data-testid="mail"><div class="meta"><span><span class="from">${escapeHtml(mail.from)}</span> to ${escapeHtml(mail.to.join(', '))}</span><time>${escapeHtml(mail.receivedAt)}</time></div>` +
        `<p class="subject">${escapeHtml(mail.subject)}</p><pre class="body">${bodyHtml(mail.text)}</pre></li>`,
    ),
    emptyText: 'No mail yet.',
    maxWidthPx: 820,
    styles: STYLES,
  });
}
