import { contentSecurityPolicy, securityHeaders } from './security';
import { loadConfig } from './config';
import { PRODUCTION_ENV } from './testConfig';

describe('security headers', () => {
  it('tell browsers to use https only in production, and nowhere else', () => {
    expect(securityHeaders(null, { hsts: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(null)).not.toHaveProperty('strict-transport-security');
    expect(loadConfig(PRODUCTION_ENV).production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
  });
});

describe("the edge's token for the teams' renderers", () => {
  it('is read from RENDER_TOKEN when it is long enough not to be guessed, and refused at start otherwise', () => {
    const token = 'bT9xQ2vL7mN4pR8sK1wZ6yA3cE5gH0jU';
    expect(loadConfig({ RENDER_TOKEN: token }).renderToken).toBe(token);
    expect(loadConfig({}).renderToken).toBeNull();
    expect(() => loadConfig({ RENDER_TOKEN: 'secret' })).toThrow(/RENDER_TOKEN must be at least 32/);
    expect(() => loadConfig({ RENDER_TOKEN: `${token} x` })).toThrow(/RENDER_TOKEN/);
  });

  it('keeps the one being replaced, RENDER_TOKEN_PREVIOUS, held to the same rule, for the renderers to accept meanwhile', () => {
    const previous = 'Zq4wE8rT2yU6iO0pA3sD7fG1hJ5kL9xC';
    const config = loadConfig({ RENDER_TOKEN: 'bT9xQ2vL7mN4pR8sK1wZ6yA3cE5gH0jU', RENDER_TOKEN_PREVIOUS: previous });
    expect(config.renderTokenPrevious).toBe(previous);
    expect(loadConfig({}).renderTokenPrevious).toBeNull();
    expect(() => loadConfig({ RENDER_TOKEN_PREVIOUS: 'old' })).toThrow(/RENDER_TOKEN_PREVIOUS must be at least 32/);
  });
});

describe('the captcha in the CSP', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('allows the provider only while the captcha is on', () => {
    const off = contentSecurityPolicy({ remoteOrigins: [] });
    expect(directive(off, 'script-src')).toBe("script-src 'self'");
    expect(directive(off, 'frame-src')).toBe("frame-src 'none'");
    const on = contentSecurityPolicy({ remoteOrigins: [], captchaOrigins: loadConfig({ CAPTCHA_SITE_KEY: 'site-key' }).captchaOrigins });
    expect(directive(on, 'script-src')).toBe("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(directive(on, 'frame-src')).toBe('frame-src https://www.google.com https://www.gstatic.com');
  });

  it('takes the provider from the configuration the API reads', () => {
    expect(loadConfig({}).captchaOrigins).toEqual([]);
    expect(loadConfig({ CAPTCHA_SCRIPT_URL: 'https://captcha.example/api.js' }).captchaOrigins).toEqual([]);
    expect(loadConfig({ CAPTCHA_SITE_KEY: 'k', CAPTCHA_SCRIPT_URL: 'https://captcha.example/api.js' }).captchaOrigins).toEqual(['https://captcha.example']);
    expect(loadConfig({ CAPTCHA_SITE_KEY: 'k', CAPTCHA_CSP_ORIGINS: 'https://a.example, https://b.example/x' }).captchaOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('the tag-manager container in the CSP', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('allows no tag-manager origin when no container is configured', () => {
    expect(loadConfig({}).tagManager).toBeNull();
    const csp = contentSecurityPolicy({ remoteOrigins: [], tagManagerOrigins: loadConfig({}).tagManager?.origins });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
  });

  it('allows the container’s origin, and the extra origins asked for, when one is configured', () => {
    const { tagManager } = loadConfig({ GTM_CONTAINER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-BOTTEGA', GTM_CSP_ORIGINS: 'https://region1.google-analytics.com' });
    expect(tagManager).toEqual({
      containerUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-BOTTEGA',
      origins: ['https://www.googletagmanager.com', 'https://region1.google-analytics.com'],
    });
    const csp = contentSecurityPolicy({ remoteOrigins: [], tagManagerOrigins: tagManager?.origins });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com https://region1.google-analytics.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://www.googletagmanager.com https://region1.google-analytics.com");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://www.googletagmanager.com https://region1.google-analytics.com");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it('refuses a container that is not a script URL', () => {
    expect(() => loadConfig({ GTM_CONTAINER_URL: 'GTM-BOTTEGA' })).toThrow(/GTM_CONTAINER_URL/);
    expect(() => loadConfig({ GTM_CONTAINER_URL: 'javascript:alert(1)' })).toThrow(/GTM_CONTAINER_URL/);
  });
});

describe('the teams’ stylesheets inlined in a page', () => {
  const directive = (csp: string, name: string) => csp.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('are allowed by the page’s own nonce, and no <style> is without one', () => {
    expect(directive(contentSecurityPolicy({ remoteOrigins: [], styleNonce: 'bm9uY2U=' }), 'style-src')).toBe("style-src 'self' 'nonce-bm9uY2U='");
    expect(directive(contentSecurityPolicy({ remoteOrigins: [] }), 'style-src')).toBe("style-src 'self'");
  });
});
