import type { ReceivedMail } from './inbox';

/** The mailbox's own page: plain HTML from the server, no script, every value escaped. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f6; color: #1c2333; }
  main { max-width: 820px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  p.note { color: #5b6580; font-size: 0.85rem; margin: 0 0 16px; }
  form { display: flex; gap: 8px; margin-bottom: 16px; }
  input { flex: 1; font: inherit; padding: 8px 10px; border: 1px solid #c9cfdf; border-radius: 8px; }
  button { font: inherit; font-weight: 700; border: 0; border-radius: 8px; padding: 8px 14px; background: #3047c9; color: #fff; cursor: pointer; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px; }
  li { background: #fff; border-radius: 12px; box-shadow: 0 4px 14px rgba(20, 30, 60, 0.08); padding: 12px 14px; }
  .meta { display: flex; justify-content: space-between; gap: 8px; color: #5b6580; font-size: 0.8rem; margin-bottom: 4px; }
  .from { font-weight: 700; color: #1c2333; }
  .subject { font-weight: 700; margin: 0 0 6px; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font: inherit; }
  a { color: #3047c9; }
  .empty { color: #5b6580; }
`;

export function inboxPage(mails: readonly ReceivedMail[], to: string | undefined, smtpPort: number): string {
  const items = mails
    .map(
      (mail) =>
        `<li data-testid="mail"><div class="meta"><span><span class="from">${escapeHtml(mail.from)}</span> to ${escapeHtml(mail.to.join(', '))}</span><time>${escapeHtml(mail.receivedAt)}</time></div>` +
        `<p class="subject">${escapeHtml(mail.subject)}</p><pre class="body">${bodyHtml(mail.text)}</pre></li>`,
    )
    .join('');
  const heading = to === undefined ? 'Mail sent to this mailbox' : `Mail to ${escapeHtml(to)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>Demo mailbox</title><style>${STYLES}</style></head><body><main>
    <h1>${heading}</h1>
    <p class="note">A stand-in mailbox taking mail over SMTP on port ${smtpPort}: nothing reaches a real address. Newest first; this page reloads every 5 seconds.</p>
    <form method="get" action="/"><input name="to" type="email" placeholder="An address, such as player@example.com" value="${escapeHtml(to ?? '')}"><button type="submit">Show</button></form>
    ${items === '' ? '<p class="empty">No mail yet.</p>' : `<ol>${items}</ol>`}
  </main></body></html>`;
}
