import sanitizeHtml from 'sanitize-html';

/**
 * A promotion page's HTML as it is kept (decision 0047): an allow-list of text markup (headings,
 * paragraphs, lists, emphasis, tables, links, images from https), nothing else. Scripts, styles, frames,
 * forms, event handlers and javascript: or data: links are dropped by sanitize-html before the text is
 * stored; the site's RichText cleans it once more before it is shown. Links open beside the site.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'blockquote', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function cleanBodyHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
