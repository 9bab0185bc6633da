import { describe, expect, it } from 'vitest';
import { addressInNetworks, CHECK_IN_NETWORK_TEXT_MAX, canonicalNetwork } from './network';

describe('canonicalNetwork: what an administrator may type as a check-in network', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7/32'],
    ['  203.0.113.7  ', '203.0.113.7/32'],
    ['192.168.1.0/24', '192.168.1.0/24'],
    ['192.168.1.20/24', '192.168.1.0/24'],
    ['10.0.0.0/8', '10.0.0.0/8'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['2001:db8::1', '2001:db8::1/128'],
    ['2001:DB8:0:0::/48', '2001:db8::/48'],
    ['2001:db8:abcd:12::5/64', '2001:db8:abcd:12::/64'],
  ])('%s is kept as %s', (text, canonical) => {
    expect(canonicalNetwork(text)).toBe(canonical);
  });

  it.each([
    [''],
    ['   '],
    ['office'],
    ['192.168.1'],
    ['10.1'],
    ['0x7f.0.0.1'],
    ['256.1.1.1'],
    ['192.168.1.0/33'],
    ['192.168.1.0/'],
    ['192.168.1.0/-1'],
    ['192.168.1.0/2a'],
    ['192.168.1.0/24/8'],
    ['2001:db8::/129'],
    ['fe80::1%eth0'],
    ['1.2.3.4, 5.6.7.8'],
    ['1'.repeat(CHECK_IN_NETWORK_TEXT_MAX + 1)],
  ])('%j is refused', (text) => {
    expect(canonicalNetwork(text)).toBeNull();
  });
});

describe('addressInNetworks: whether a check-in comes from an allowed network', () => {
  const office = ['203.0.113.0/24', '198.51.100.9/32', '2001:db8:abcd::/48'];
  it.each([
    ['203.0.113.1', true],
    ['203.0.113.255', true],
    ['203.0.114.1', false],
    ['198.51.100.9', true],
    ['198.51.100.10', false],
    ['::ffff:203.0.113.44', true],
    ['::ffff:8.8.8.8', false],
    ['2001:db8:abcd:1::20', true],
    ['2001:db8:abce::1', false],
    ['127.0.0.1', false],
    ['not an address', false],
    ['', false],
  ])('%s: %s', (ip, allowed) => {
    expect(addressInNetworks(ip, office)).toBe(allowed);
  });

  it('no network allows no address (the service treats an empty list as no rule at all)', () => {
    expect(addressInNetworks('203.0.113.1', [])).toBe(false);
  });

  it('an IPv4 network does not match an IPv6 address, nor the other way round', () => {
    expect(addressInNetworks('::1', ['0.0.0.0/0'])).toBe(false);
    expect(addressInNetworks('10.0.0.1', ['::/0'])).toBe(false);
  });
});
