import { isSafeLinkHref } from './link-scheme';
import { isEscape, markdownLinkReader, readAutolink, type TWrittenLink } from './markdown-links';

/**
 * A piece of a bot answer: plain text, an e-mail address, a web address, or a link the editor wrote
 * in Markdown (its label Markdown too). Every href is a web or e-mail address (`isSafeLinkHref`).
 */
export type TTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'email' | 'url'; text: string; href: string }
  | { kind: 'link'; text: string; href: string };

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

/** Text without Markdown links: its e-mail and web addresses found. */
function splitAddresses(text: string): TTextPart[] {
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

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

/**
 * A written link as it goes out: a bare e-mail or www. destination made the address it means; one
 * leading anywhere but the web or e-mail (a `javascript:` placeholder value) only its label, as text.
 * A link or image inside a label would be the one a client renders (CommonMark lets the inner link
 * win), its destination unchecked: in a kept link's label they are reduced to their own labels.
 */
function writtenLink({ label, destination }: TWrittenLink): TTextPart[] {
  const href = EMAIL.test(destination)
    ? `mailto:${destination}`
    : /^www\./i.test(destination)
      ? `https://${destination}`
      : destination;
  if (!isSafeLinkHref(href)) return splitLinks(label);
  const text = splitLinks(label)
    .map((part) => part.text)
    .join('');
  return [{ kind: 'link', text: text.trim() === '' ? href : text, href }];
}

/**
 * Splits an answer into text, e-mail addresses, web addresses and the links written in Markdown,
 * so that each channel renders them as links its own way (a channel guessing links itself turns
 * `rrhh.es@acme.example` into a link to http://rrhh.es/), none twice (an address inside a written
 * link stays its label), and none to a destination other than the web or e-mail. An image is sent
 * as a link to it: nothing is loaded from wherever an editor or a placeholder value points. A link
 * definition to elsewhere is dropped (it shows nothing); one to the web or e-mail stays as written.
 */
export function splitLinks(written: string): TTextPart[] {
  // Markdown reads every line end as \n: so must the readers, or a link could hide behind a \r
  const text = written.replace(/\r\n?/g, '\n');
  const reader = markdownLinkReader(text);
  const parts: TTextPart[] = [];
  let last = 0;
  const take = (start: number, link: TWrittenLink, found: TTextPart[]) => {
    parts.push(...splitAddresses(text.slice(last, start)), ...found);
    last = link.end;
    return link.end;
  };
  for (let i = 0; i < text.length;) {
    if (isEscape(text, i)) {
      i += 2;
      continue;
    }
    const definition = reader.definition(i);
    if (definition) {
      const written = text.slice(i, definition.end);
      const kept: TTextPart[] = isSafeLinkHref(definition.destination)
        ? [{ kind: 'text', text: written }]
        : [];
      i = take(i, definition, kept);
      continue;
    }
    const link = reader.inlineLink(i);
    if (link) {
      i = take(i, link, writtenLink(link));
      continue;
    }
    const autolink = text[i] === '<' ? readAutolink(text, i) : null;
    if (autolink && isSafeLinkHref(autolink.destination)) {
      const kind = autolink.destination.startsWith('mailto:') ? 'email' : 'url';
      i = take(i, autolink, [{ kind, text: autolink.label, href: autolink.destination }]);
      continue;
    }
    i++;
  }
  parts.push(...splitAddresses(text.slice(last)));
  return parts.filter((part) => part.kind !== 'text' || part.text !== '');
}

/**
 * Markdown clients render HTML within it (Web Chat by default, Teams some tags): every `<` goes as
 * the entity, which they show as written. A `>` alone starts no tag, and stays a quote's marker.
 */
const escapeHtml = (text: string) => text.replace(/</g, '&lt;');

/**
 * Text as Markdown that holds no link but those `splitLinks` found and checked: a `](` it left (a
 * link too long to read) is broken, as no client would read a link the reader did not.
 */
const escapeText = (text: string) => escapeHtml(text).replace(/\]\(/g, ']\\(');

// where Markdown would end a destination or read it otherwise
// eslint-disable-next-line no-control-regex
const HREF_SPECIAL = /[\u0000-\u0020\u007f()<>\\]/g;

/** A destination with the characters Markdown reads in one percent-encoded. */
const escapeHref = (href: string) =>
  href.replace(HREF_SPECIAL, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/** A link around a found address, its label the address, Markdown characters escaped. */
function markdownLink(label: string, href: string): string {
  return `[${escapeHtml(label.replace(/[\\[\]*_`]/g, (c) => `\\${c}`))}](${escapeHref(href)})`;
}

/**
 * The text before a link, so that it does not reach into it: a `!` right before would make the link
 * an image, a backslash escape its `[`.
 */
function beforeLink(text: string): string {
  // read from the end only: a pattern anchored at the end would scan the whole text for every link
  const bang = text.endsWith('!') ? 1 : 0;
  let backslashes = 0;
  while (text[text.length - bang - backslashes - 1] === '\\') backslashes++;
  const escaped = backslashes % 2 === 1;
  if (bang) return escaped ? text : `${text.slice(0, -1)}\\!`;
  return escaped ? `${text}\\` : text;
}

/**
 * An answer in Markdown (Web Chat, Teams, the Emulator): e-mail addresses as mailto links and web
 * addresses as links, written out, so that the client's own link guessing never cuts an address in
 * two; the links the editor wrote kept with their labels; HTML as text.
 */
export function linkedMarkdown(text: string): string {
  let markdown = '';
  for (const part of splitLinks(text)) {
    if (part.kind === 'text') markdown += escapeText(part.text);
    else if (part.kind === 'link')
      markdown = `${beforeLink(markdown)}[${escapeHtml(part.text)}](${escapeHref(part.href)})`;
    else markdown = `${beforeLink(markdown)}${markdownLink(part.text, part.href)}`;
  }
  return markdown;
}
