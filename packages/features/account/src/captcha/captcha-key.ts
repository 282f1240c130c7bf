/**
 * A captcha is drawn for a key the browser makes up and answered with that key, so the server needs
 * no cookie to match them. A UUID fits the contract's 16 to 64 letters, digits or dashes.
 */
export function newCaptchaKey(): string {
  return crypto.randomUUID();
}
