/**
 * Check-in rules per company (issue #20): an optional list of networks a check-in must come from.
 * An empty list lets anyone check in from anywhere (the default). A day with an approved remote
 * request waives the list (the service decides that; these are the address rules alone).
 */
import ipaddr from 'ipaddr.js';

/** At most this many networks per company. */
export const CHECK_IN_NETWORKS_MAX = 50;
/** The longest network text accepted (an IPv6 address with its prefix is at most 43 characters). */
export const CHECK_IN_NETWORK_TEXT_MAX = 64;

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An address as written by a person: IPv4 in four decimal parts only ("10.1" is refused), or IPv6. */
function parseAddress(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  // A zone (`fe80::1%eth0`) names a link of one machine, not a network.
  if (!text.includes('%') && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text);
  return null;
}

/**
 * A network as stored: the canonical `address/bits` of an address ("203.0.113.7" is
 * "203.0.113.7/32") or of a CIDR range, its host bits cleared ("192.168.1.20/24" is
 * "192.168.1.0/24"); null for anything else.
 */
export function canonicalNetwork(text: string): string | null {
  const s = text.trim();
  if (s.length === 0 || s.length > CHECK_IN_NETWORK_TEXT_MAX) return null;
  const parts = s.split('/');
  if (parts.length > 2) return null;
  const [addressText = '', bitsText] = parts;
  const address = parseAddress(addressText);
  if (!address) return null;
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText)) return null;
  const bits = bitsText === undefined ? max : Number(bitsText);
  if (bits > max) return null;
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/**
 * Whether a client address is inside one of the networks (canonical texts). An IPv4 client seen
 * through an IPv6 socket (`::ffff:203.0.113.7`) is matched as the IPv4 address it is.
 */
export function addressInNetworks(ip: string, networks: readonly string[]): boolean {
  let address: Address;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return networks.some((text) => {
    try {
      const [network, bits] = ipaddr.parseCIDR(text);
      return network.kind() === address.kind() && address.match(network, bits);
    } catch {
      return false;
    }
  });
}
