/** The least a production edge starts with, for the tests of what production changes. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://shop.example',
  API_URL: 'http://api:8090',
  RENDER_TOKEN: 'a'.repeat(32),
  REGISTRY_DATABASE_URL: 'postgres://registry@db/shop',
  STATIC_ORIGIN: 'https://static.shop.example',
};
