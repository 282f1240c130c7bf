/** The shell of a stand-in's inbox page: plain HTML from the server, no script, every value escaped. */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The looks every inbox page shares; a page adds the rules of its own items. */
const STYLES = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f6; color: #1c2333; }
  main { margin: 0 auto; padding: 24px 16px; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  p.note { color: #5b6580; font-size: 0.85rem; margin: 0 0 16px; }
  form { display: flex; gap: 8px; margin-bottom: 16px; }
  input { flex: 1; font: inherit; padding: 8px 10px; border: 1px solid #c9cfdf; border-radius: 8px; }
  button { font: inherit; font-weight: 700; border: 0; border-radius: 8px; padding: 8px 14px; background: #3047c9; color: #fff; cursor: pointer; }
  ol { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px; }
  li { background: #fff; border-radius: 12px; box-shadow: 0 4px 14px rgba(20, 30, 60, 0.08); padding: 12px 14px; }
  .meta { display: flex; justify-content: space-between; gap: 8px; color: #5b6580; font-size: 0.8rem; }
  .from { font-weight: 700; color: #1c2333; }
  .empty { color: #5b6580; }
`;

export interface InboxPage {
  /** the tab's title, such as "Demo mailbox" */
  title: string;
  /** the heading, already escaped */
  headingHtml: string;
  /** what the stand-in is, under the heading (plain text) */
  note: string;
  /** the filter field: its query name, input type, placeholder and the value shown */
  filter: { name: string; type?: 'text' | 'email'; placeholder: string; value: string };
  /** the items, each an escaped `<li>` */
  itemsHtml: readonly string[];
  /** said when there are none */
  emptyText: string;
  /** the page's width in pixels */
  maxWidthPx: number;
  /** rules for the page's own items */
  styles: string;
}

/** A page that reloads every 5 s, so a code or a mail shows without a click. */
export function inboxPageHtml(page: InboxPage): string {
  const { filter } = page;
  const type = filter.type === undefined ? '' : ` type="${filter.type}"`;
  const list = page.itemsHtml.length === 0 ? `<p class="empty">${escapeHtml(page.emptyText)}</p>` : `<ol>${page.itemsHtml.join('')}</ol>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>${escapeHtml(page.title)}</title><style>${STYLES}main { max-width: ${page.maxWidthPx}px; }${page.styles}</style></head><body><main>
    <h1>${page.headingHtml}</h1>
    <p class="note">${escapeHtml(page.note)}</p>
    <form method="get" action="/"><input name="${escapeHtml(filter.name)}"${type} placeholder="${escapeHtml(filter.placeholder)}" value="${escapeHtml(filter.value)}"><button type="submit">Show</button></form>
    ${list}
  </main></body></html>`;
}
