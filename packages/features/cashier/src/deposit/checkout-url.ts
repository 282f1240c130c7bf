/**
 * The gateway's page, if the link is one a browser may be sent to: http or https only, so an answer
 * that was tampered with can never run script in the brand's page.
 */
export function safeCheckoutUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Leaves the brand's site for the gateway's page, as a link would. */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
