// The two escapes of what the edge writes into a page: text and attribute values, and JSON inside a <script>.

/** Text or an attribute's value, safe in HTML. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script>: `<` never opens `</script>` or `<!--`, and U+2028/U+2029 are escaped; JSON.parse reads them back. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
