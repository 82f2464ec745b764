// Private and local IP addresses (v4 and v6, an IPv4-mapped v6 as its v4): where a webhook must not post
// unless the deployment allows it, since the server would be reaching into its own network.

/** 4 or 6 for an IP literal, 0 otherwise. */
export function isIP(value: string): 0 | 4 | 6 {
  if (/^(\d{1,3})(\.\d{1,3}){3}$/.test(value)) return value.split(".").every((p) => Number(p) <= 255) ? 4 : 0;
  return value.includes(":") && /^[0-9a-f:.]+$/i.test(value) ? 6 : 0;
}

function v4Private(ip: string): boolean {
  const [a, b] = ip.split(".").map(Number);
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)
    // carrier-grade NAT and the benchmark range are not the public internet either
    || (a === 100 && b >= 64 && b <= 127) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
}

/** Whether the address (a bare IP; brackets allowed for v6) is private, local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").toLowerCase();
  const kind = isIP(ip);
  if (kind === 4) return v4Private(ip);
  if (kind !== 6) return false;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return v4Private(mapped[1]);
  if (ip === "::" || ip === "::1") return true;
  const first = parseInt(ip.split(":")[0] || "0", 16);
  // fc00::/7 unique-local, fe80::/10 link-local, ff00::/8 multicast
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00;
}
