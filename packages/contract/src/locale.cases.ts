/**
 * Request paths crafted to turn a link or a redirect built from them into one to another host:
 * the locale rules' test (contract/locale.spec.ts) and the API's (test/security-edges.api-spec.ts)
 * both expect every one to stay on the shop. Test data only: never imported by the app, and left
 * out of the backend build.
 */
export const CRAFTED_PATHS = [
  '//evil.example/',
  '/\\evil.example',
  '/\\/evil.example/',
  '/%2F%2Fevil.example',
  '/%2f%5cevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '///evil.example//x',
];
