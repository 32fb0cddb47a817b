const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * What a typed link address becomes: an e-mail gets mailto:, an address without a scheme gets
 * https://; other schemes than http(s) and mailto give null (the server would drop them anyway).
 */
export function normaliseLinkAddress(input: string): string | null {
  const address = input.trim();
  if (!address) return null;
  if (EMAIL.test(address)) return `mailto:${address}`;
  if (!SCHEME.test(address)) return `https://${address.replace(/^\/+/, '')}`;
  return /^(https?|mailto):/i.test(address) ? address : null;
}
