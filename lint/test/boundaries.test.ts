import path from 'node:path';
import { ESLint } from 'eslint';
import config from '../eslint.config.js';

const root = path.resolve(__dirname, '../..');
// The config is given as an object: loading eslint.config.js by its path takes an import() that jest cannot run.
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

/** The boundary messages for one import written in a file of the given folder. */
async function boundaryErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const REMOTE = /A remote imports neither another remote nor the shell/;
const SHELL = /The shell and its edge import no remote/;
const LOCAL = /Nothing deployed imports the local CDN/;
const API = /The API imports no front-end code/;
const TOOLING = /The build policy \(tooling\) imports no package of the shop/;
const CONTRACT = /The API contract holds schemas, the typed client and the rules both sides read/;
const SERVER_KIT = /server-kit is the plumbing the servers share/;
const BROWSER = /Browser code imports no server-kit/;
const DEEP = /A package is imported through its package.json exports, never by its src\/ files/;

test.each([
  ['mf-catalog/src/fragments/ProductPage/Example.tsx', '../../../../mf-cart/src/features/cart/useCart', REMOTE],
  ['mf-catalog/src/fragments/ProductPage/Example.tsx', '@bottega/mf-cart', REMOTE],
  ['mf-catalog/src/fragments/ProductPage/Example.tsx', 'mf_cart/AddToCartButton', REMOTE],
  ['mf-account/src/features/auth/example.ts', '@bottega/mf-checkout/src/features/checkout/useCheckout', REMOTE],
  ['mf-content/src/example.ts', '../../shell/src/composition/PageSlot', REMOTE],
  ['mf-cart/dev/example.tsx', '@bottega/shell', REMOTE],
  ['shell/src/routes/example.tsx', '@bottega/mf-catalog', SHELL],
  ['edge/src/example.ts', '../../mf-content/src/renderer', SHELL],
  ['edge/src/example.ts', '@bottega/local-cdn/src/renderers', LOCAL],
  ['fragment-kit/src/server/example.ts', '../../../local-cdn/src/cdn', LOCAL],
  ['api/src/methods/example.ts', '@bottega/ui', API],
  ['api/src/example.ts', '../../fragment-kit/src/server', API],
  ['api/contract/src/example.ts', '@bottega/browser-contract', API],
  ['api/test/example.ts', '../../edge/src/ssr', API],
  ['tooling/example.ts', '@bottega/fragment-kit', TOOLING],
  ['tooling/dev/example.ts', '@bottega/test-kit/render', TOOLING],
  ['api/contract/src/example.ts', '@bottega/server-kit', CONTRACT],
  ['server-kit/src/example.ts', '@bottega/edge/src/ssr', SERVER_KIT],
  ['server-kit/src/example.ts', '@bottega/test-kit/server', SERVER_KIT],
  ['mf-cart/src/features/cart/example.ts', '@bottega/server-kit', BROWSER],
  ['shell/src/example.ts', '@bottega/server-kit', BROWSER],
  ['edge/src/example.ts', '@bottega/shell/src/routes/table', DEEP],
  ['edge/src/ssr/example.ts', '../../../shell/src/server/renderPage', DEEP],
  ['local-cdn/src/example.ts', '@bottega/edge/src/registry', DEEP],
  ['mf-cart/src/features/cart/example.ts', '@bottega/fragment-kit/src/Slot', DEEP],
  ['api/src/example.ts', '@bottega/api-contract/src/fields', DEEP],
  ['e2e/shell/example.spec.ts', '../../test-kit/src/session', DEEP],
])('%s may not import %s', async (file, specifier, message) => {
  const errors = await boundaryErrors(file, specifier);
  // A deep import into a package it may not import at all is told both; the boundary is the one asserted.
  expect(errors.filter((error) => message.test(error))).toHaveLength(1);
  expect(errors.every((error) => DEEP.test(error) || message.test(error))).toBe(true);
});

test.each([
  ['mf-catalog/src/fragments/ProductPage/Example.tsx', '@bottega/browser-contract'],
  ['mf-catalog/src/fragments/ProductPage/Example.tsx', '@bottega/fragment-kit'],
  ['mf-catalog/src/fragments/ProductPage/Example.tsx', '@bottega/ui'],
  ['mf-catalog/src/fragments/ProductPage/Example.tsx', '../../features/product/product.rules'],
  ['mf-cart/src/fragments/CartPage/Example.tsx', '@bottega/api-contract'],
  ['shell/src/routes/example.tsx', '@bottega/fragment-kit'],
  ['local-cdn/src/example.ts', '@bottega/edge/registry'],
  ['edge/src/example.ts', '@bottega/shell/routes'],
  ['shell/src/composition/example.ts', '../features/consent/consent.rules'],
  ['api/src/methods/example.ts', '@bottega/api-contract'],
  ['api/test/example.ts', '@bottega/test-kit/openRedirectTricks'],
  ['api/src/example.ts', '@bottega/server-kit'],
  ['edge/src/example.ts', '@bottega/server-kit'],
  ['fragment-kit/src/server/example.ts', '@bottega/server-kit'],
  ['server-kit/src/example.ts', '@bottega/api-contract'],
])('%s may import %s', async (file, specifier) => {
  expect(await boundaryErrors(file, specifier)).toEqual([]);
});
