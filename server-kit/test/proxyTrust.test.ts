import { parseProxyTrust } from '../src/proxyTrust';

describe('TRUST_PROXY', () => {
  it('keeps the default when unset', () => {
    expect(parseProxyTrust(undefined, ['loopback'])).toEqual(['loopback']);
    expect(parseProxyTrust('', false)).toBe(false);
  });

  it('reads a hop count as trusting exactly that many proxies from the socket', () => {
    const trust = parseProxyTrust('2', false);
    if (typeof trust !== 'function') throw new Error('a hop count is a function');
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
  });

  it('reads addresses, CIDR ranges and the loopback keyword', () => {
    expect(parseProxyTrust('10.0.0.0/8, 192.168.1.7,loopback,fd00::/8', false)).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
  });

  it.each(['yes', '0', '11', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1', 'example.com', '::g'])('refuses %s with a message naming the variable', (raw) => {
    expect(() => parseProxyTrust(raw, false)).toThrow(/TRUST_PROXY/);
  });
});
