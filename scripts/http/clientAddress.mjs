// Which address a request comes from, for rate limits: the socket's, unless the socket is a
// proxy the operator trusts (TRUSTED_PROXIES), whose X-Forwarded-For then names the client.
import { BlockList, isIP } from 'node:net'

const named = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

/** An IPv4 address that reached an IPv6 socket (::ffff:1.2.3.4) as plain IPv4. */
const plain = (address) => (address.startsWith('::ffff:') ? address.slice(7) : address)

/**
 * The proxies to trust, from TRUSTED_PROXIES: comma-separated addresses and CIDR ranges, and the
 * names `loopback` and `private`; unset means `loopback` (a proxy on the same machine), empty
 * means none. Throws on an entry that is neither.
 * @param {string | undefined} setting
 */
export function trustedProxies(setting = 'loopback') {
  const list = new BlockList()
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (named[entry]) {
      for (const [address, prefix, family] of named[entry]) list.addSubnet(address, prefix, family)
      continue
    }
    const [address, prefix] = entry.split('/')
    const version = isIP(address ?? '')
    const bits = prefix === undefined ? (version === 6 ? 128 : 32) : Number(prefix)
    if (!version || !Number.isInteger(bits) || bits < 0 || bits > (version === 6 ? 128 : 32)) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range, loopback or private`,
      )
    }
    list.addSubnet(address, bits, version === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

const trusts = (list, address) => {
  const version = isIP(address)
  return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The client's address: the socket's own, unless that is a trusted proxy; then X-Forwarded-For
 * is read from the right (each proxy appends the address it was reached from) and the first
 * address that is not a trusted proxy is the client. A client that reaches the server directly
 * cannot choose its key by sending the header itself.
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList} trusted
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  let client = plain(socketAddress ?? '')
  if (!trusts(trusted, client)) return client || 'unknown'
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean)
  for (const hop of hops.reverse()) {
    if (!isIP(hop)) break
    client = hop
    if (!trusts(trusted, hop)) break
  }
  return client || 'unknown'
}
