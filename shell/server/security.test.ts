/** @jest-environment node */
import { securityHeaders } from './security';
import { loadConfig } from './config';

describe('security headers', () => {
  it('tell browsers to use https only in production, and nowhere else', () => {
    expect(securityHeaders(null, { hsts: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(null)).not.toHaveProperty('strict-transport-security');
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
  });
});
