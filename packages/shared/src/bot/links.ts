/** A piece of a bot answer: plain text, an e-mail address or a web address. */
export type TTextPart =
  { kind: 'text'; text: string } | { kind: 'email' | 'url'; text: string; href: string };

// a web address (with its scheme, or starting with www.) or an e-mail address; the web address is
// tried first so that `https://user@host` stays one link
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/gi;
// a sentence may end right after an address: its final punctuation is not part of it
const TRAILING = /[.,;:!?'*_]+$/;

/** Drops trailing punctuation, and a closing parenthesis the address did not open. */
function trimUrl(candidate: string): string {
  let url = candidate.replace(TRAILING, '');
  while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0)) {
    url = url.slice(0, -1).replace(TRAILING, '');
  }
  return url;
}

/**
 * Splits an answer into text, e-mail addresses and web addresses, so that each channel renders
 * them as links its own way (a channel guessing links itself turns `rrhh.es@acme.example` into a
 * link to http://rrhh.es/).
 */
export function splitLinks(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let last = 0;
  const pushText = (end: number) => {
    if (end > last) parts.push({ kind: 'text', text: text.slice(last, end) });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const raw = match[0];
    // `www.` inside a longer name (`mail.www.example`) is not where an address starts
    if (/^www\./i.test(raw) && start > 0 && /[A-Za-z0-9.-]/.test(text[start - 1]!)) continue;
    const isEmail = !/^(?:https?:\/\/|www\.)/i.test(raw);
    const found = isEmail ? raw.replace(/\.+$/, '') : trimUrl(raw);
    if (!found) continue;
    pushText(start);
    parts.push(
      isEmail
        ? { kind: 'email', text: found, href: `mailto:${found}` }
        : { kind: 'url', text: found, href: /^www\./i.test(found) ? `https://${found}` : found },
    );
    last = start + found.length;
  }
  pushText(text.length);
  return parts;
}

/**
 * A Markdown link whose label and destination survive any address: the label's Markdown characters
 * escaped, the destination's parentheses and spaces percent-encoded.
 */
function markdownLink(label: string, href: string): string {
  const escapedLabel = label.replace(/[\\[\]*_`]/g, (c) => `\\${c}`);
  const escapedHref = href.replace(/[() ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `[${escapedLabel}](${escapedHref})`;
}

/**
 * An answer in Markdown (Web Chat, Teams, the Emulator): e-mail addresses as mailto links and web
 * addresses as links, written out, so that the client's own link guessing never cuts an address in two.
 */
export function linkedMarkdown(text: string): string {
  return splitLinks(text)
    .map((part) => (part.kind === 'text' ? part.text : markdownLink(part.text, part.href)))
    .join('');
}
