import type { ReceivedSms } from './inbox';

/** The gateway's own page: plain HTML from the server, no script, every value escaped. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A six-digit code stands out, as a handset's message preview would show it. */
function messageHtml(text: string): string {
  return escapeHtml(text).replace(/\b(\d{6})\b/g, '<strong class="code">$1</strong>');
}

const STYLES = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f6; color: #1c2333; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  p.note { color: #5b6580; font-size: 0.85rem; margin: 0 0 16px; }
  form { display: flex; gap: 8px; margin-bottom: 16px; }
  input { flex: 1; font: inherit; padding: 8px 10px; border: 1px solid #c9cfdf; border-radius: 8px; }
  button { font: inherit; font-weight: 700; border: 0; border-radius: 8px; padding: 8px 14px; background: #3047c9; color: #fff; cursor: pointer; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px; }
  li { background: #fff; border-radius: 12px; box-shadow: 0 4px 14px rgba(20, 30, 60, 0.08); padding: 12px 14px; }
  .meta { display: flex; justify-content: space-between; gap: 8px; color: #5b6580; font-size: 0.8rem; margin-bottom: 6px; }
  .from { font-weight: 700; color: #1c2333; }
  .code { font-size: 1.1rem; letter-spacing: 0.08em; color: #3047c9; }
  .empty { color: #5b6580; }
`;

export function inboxPage(messages: readonly ReceivedSms[], to: string | undefined): string {
  const items = messages
    .map(
      (message) =>
        `<li data-testid="sms"><div class="meta"><span><span class="from">${escapeHtml(message.from)}</span> to +${escapeHtml(message.to)}</span><time>${escapeHtml(message.receivedAt)}</time></div>${messageHtml(message.text)}</li>`,
    )
    .join('');
  const heading = to === undefined ? 'Messages sent through this gateway' : `Messages to +${escapeHtml(to)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>Demo SMS gateway</title><style>${STYLES}</style></head><body><main>
    <h1>${heading}</h1>
    <p class="note">A stand-in SMS gateway: nothing reaches a phone. Newest first; this page reloads every 5 seconds.</p>
    <form method="get" action="/"><input name="to" placeholder="Number in international form, such as 8801712345678" value="${escapeHtml(to ?? '')}"><button type="submit">Show</button></form>
    ${items === '' ? '<p class="empty">No messages yet.</p>' : `<ol>${items}</ol>`}
  </main></body></html>`;
}
