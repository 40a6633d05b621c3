/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (a secure context with
 * the user's gesture), else the legacy hidden-textarea copy (plain http, some embedded browsers).
 * Resolves false when neither worked, for the caller to show the text instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // no Clipboard API here, or not allowed: try the legacy way
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  const previous = document.activeElement as HTMLElement | null;
  document.body.appendChild(field);
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    previous?.focus(); // back to the button the member pressed
  }
}
