// The known ways to make a shop's link or redirect lead elsewhere (issue 10 item 7): every sweep test tries each one.

export const SHOP_ORIGIN = 'https://shop.example';

export const OPEN_REDIRECT_TRICKS: readonly string[] = [
  '//evil.example',
  '//evil.example/it',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  'https://evil.example/it',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  '//user@evil.example',
  'https://shop.example@evil.example/it',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '\t//evil.example',
  ' //evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

/** Whether a browser at the shop, sent to `target`, stays on it, read as a browser reads it (tabs and newlines dropped, `\` as `/`). */
export function staysOnShop(target: string | null | undefined): boolean {
  if (target === null || target === undefined) return true;
  try {
    const url = new URL(target, `${SHOP_ORIGIN}/it/p/1`);
    return url.origin === SHOP_ORIGIN && !/^\/[/\\]/.test(decodeURIComponent(url.pathname));
  } catch {
    return false;
  }
}
