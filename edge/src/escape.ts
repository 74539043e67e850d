// The two escapes of what the edge writes into a page: text and attribute values, and JSON inside a <script>.

/** Text or an attribute's value, safe in HTML. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON that is safe inside a <script> element: `<` can never open `</script>` or `<!--`, and the
 * two line separators JavaScript once rejected are escaped too. JSON.parse reads all of them back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
