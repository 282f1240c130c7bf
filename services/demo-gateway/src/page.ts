import type { CheckoutLink } from '@croupier/contract';

/** The gateway's own pages: plain HTML from the server, no script, every value escaped. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function amountText(link: Pick<CheckoutLink, 'amountMinor' | 'currency' | 'scale'>): string {
  const scale = Number(link.scale);
  const minor = BigInt(link.amountMinor);
  const unit = 10n ** BigInt(scale);
  const whole = new Intl.NumberFormat('en').format(minor / unit);
  const fraction = scale > 0 ? `.${(minor % unit).toString().padStart(scale, '0')}` : '';
  return `${link.currency} ${whole}${fraction}`;
}

const STYLES = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f6; color: #1c2333; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 14px; box-shadow: 0 10px 30px rgba(20, 30, 60, 0.12); padding: 28px; width: min(92vw, 380px); }
  .brand { font-weight: 800; letter-spacing: 0.04em; color: #3047c9; }
  h1 { font-size: 1.1rem; margin: 14px 0 4px; font-weight: 600; }
  .amount { font-size: 2rem; font-weight: 800; margin: 6px 0 18px; }
  .card { border: 1px solid #d7dcea; border-radius: 10px; padding: 12px; margin-bottom: 18px; font-family: ui-monospace, monospace; color: #4a5470; }
  form { display: inline; }
  .actions { display: flex; gap: 10px; }
  button { flex: 1; font: inherit; font-weight: 700; border: 0; border-radius: 10px; padding: 12px; cursor: pointer; }
  .pay { background: #3047c9; color: #fff; }
  .decline { background: #e6e9f2; color: #1c2333; }
  p.note { color: #5b6580; font-size: 0.85rem; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLES}</style></head><body><main>${body}</main></body></html>`;
}

function hiddenFields(link: CheckoutLink): string {
  return Object.entries(link)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

export function checkoutPage(gatewayCode: string, link: CheckoutLink): string {
  return layout(
    `${gatewayCode} checkout`,
    `<div class="brand">${escapeHtml(gatewayCode)}</div>
     <h1>Pay ${escapeHtml(link.merchant)}</h1>
     <div class="amount" data-testid="gateway-amount">${escapeHtml(amountText(link))}</div>
     <div class="card">Test card •••• 4242</div>
     <div class="actions">
       <form method="post" action="/checkout/decline">${hiddenFields(link)}<button class="decline" type="submit">Cancel</button></form>
       <form method="post" action="/checkout/pay">${hiddenFields(link)}<button class="pay" type="submit" data-testid="gateway-pay">Pay now</button></form>
     </div>
     <p class="note">A stand-in payment gateway: no real money moves. Order ${escapeHtml(link.order)}.</p>`,
  );
}

export function messagePage(gatewayCode: string, title: string, message: string): string {
  return layout(`${gatewayCode}: ${title}`, `<div class="brand">${escapeHtml(gatewayCode)}</div><h1>${escapeHtml(title)}</h1><p class="note">${escapeHtml(message)}</p>`);
}
