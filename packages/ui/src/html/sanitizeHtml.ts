import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, so our link hook never touches other users of the library. */
function ownPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = DOMPurify(window);
  if (!instance.isSupported) return undefined;
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Server links open beside the site and cannot reach back into it through window.opener.
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return purifier;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Server-supplied rich text (notices, announcements, dialog bodies) made safe to insert as HTML:
 * no scripts, no event handlers, no javascript: links, no forms or frames, no inline styles that
 * could paint over the page. Where no DOM is available the text is escaped rather than trusted.
 */
export function sanitizeHtml(html: string): string {
  const instance = ownPurifier();
  if (!instance) return escapeHtml(html);
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
