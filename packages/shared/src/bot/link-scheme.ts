/** The schemes a link sent to an employee (chat answer or document) may use. */
export const SAFE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

// a scheme is letters, digits, '+', '-' or '.' after a letter, ending in ':' (RFC 3986 section 3.1)
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * True when the link's destination, as it will be followed (placeholders already filled), is a web
 * or e-mail address. Browsers ignore tabs, newlines and leading control characters or spaces in a
 * scheme (`java\tscript:`), so those are dropped before it is read; a destination without a scheme
 * (relative) has nowhere safe to lead from a chat or a Word file, and is refused too.
 */
export function isSafeLinkHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = SCHEME.exec(cleaned)?.[1]?.toLowerCase();
  return scheme !== undefined && (SAFE_LINK_SCHEMES as readonly string[]).includes(scheme);
}
