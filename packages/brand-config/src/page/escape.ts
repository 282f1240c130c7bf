/** Text made safe inside HTML or SVG text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * JSON safe inside a <script type="application/json"> block: no "</script" or "<!--" can close or
 * bend the block, whatever the brand file's texts hold. JSON.parse reads the escapes back as they were.
 */
export function jsonForScriptBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
