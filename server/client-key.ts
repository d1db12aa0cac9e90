/**
 * The key every per-address limit counts under (API and form rate limits, sign-in throttling).
 * One IPv6 subscriber usually gets a whole /64 and can pick any address in it, so counting single
 * IPv6 addresses would give one person 2^64 budgets: an IPv6 address counts as its /64 prefix.
 * IPv4 addresses count as they are, also when they arrive IPv4-mapped (::ffff:192.0.2.1) on a
 * dual-stack socket, so the same client is not counted twice under two spellings.
 */
import ipaddr from "ipaddr.js";

const PREFIX_PARTS = 4; // 4 x 16 bits = /64

export function clientKey(ip: string): string {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() parses and turns an IPv4-mapped IPv6 address into its IPv4 address.
    address = ipaddr.process(ip);
  } catch {
    // Not an address (a test injection, say): the text itself is the key.
    return ip;
  }
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, PREFIX_PARTS);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
