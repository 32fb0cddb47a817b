import { isSafeLinkHref } from '../bot/link-scheme';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * An attribute value as the browser reads it. Only the references a sanitised document holds are
 * decoded: any other one keeps its '&', which no scheme may contain, so the link is refused.
 */
const decodeAttribute = (value: string) =>
  value.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(amp|lt|gt|quot|apos));/gi, (ref, dec, hex, name) => {
    if (name) return NAMED[(name as string).toLowerCase()]!;
    const code = dec ? Number(dec) : parseInt(hex as string, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ref;
  });

type TAttribute = { name: string; value: string; start: number; end: number };

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';

/**
 * The attributes of the start tag whose name ends before `from`, read as the HTML tokenizer reads
 * them (a quoted value may hold '>'; a quote inside a name is part of it), and where the tag ends.
 */
function attributesOf(html: string, from: number): { attributes: TAttribute[]; end: number } {
  const attributes: TAttribute[] = [];
  let i = from;
  for (;;) {
    while (isSpace(html[i]) || html[i] === '/') i += 1;
    if (i >= html.length || html[i] === '>') return { attributes, end: i + 1 };
    const start = i;
    i += 1; // a name may start with '='
    while (i < html.length && !isSpace(html[i]) && !'/>='.includes(html[i]!)) i += 1;
    const name = html.slice(start, i).toLowerCase();
    let value = '';
    let j = i;
    while (isSpace(html[j])) j += 1;
    if (html[j] === '=') {
      j += 1;
      while (isSpace(html[j])) j += 1;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(j + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = j;
        while (j < html.length && !isSpace(html[j]) && html[j] !== '>') j += 1;
        value = html.slice(valueStart, j);
        i = j;
      }
    }
    attributes.push({ name, value, start, end: i });
  }
}

const LINK_START = /<a(?=[\s/>])/gi;

/**
 * The HTML with every link whose destination is not a web or mail address turned into its label:
 * the `href` goes, the text stays. Run after placeholders are filled, as a value can make a safe
 * looking `{{keyword}}` link lead anywhere. The browser keeps the first of repeated attributes, so
 * that one decides; all of them go.
 */
export function withoutUnsafeLinks(html: string): string {
  let out = '';
  let copied = 0;
  let read = 0;
  for (const match of html.matchAll(LINK_START)) {
    const tagStart = match.index;
    // a '<a' inside the attributes of the tag just read is text there, not a tag
    if (tagStart < read) continue;
    const { attributes, end } = attributesOf(html, tagStart + 2);
    read = end;
    const hrefs = attributes.filter((attribute) => attribute.name === 'href');
    if (hrefs.length === 0 || isSafeLinkHref(decodeAttribute(hrefs[0]!.value))) continue;
    out += html.slice(copied, tagStart);
    let kept = tagStart;
    for (const href of hrefs) {
      out += html.slice(kept, href.start).trimEnd();
      kept = href.end;
    }
    out += html.slice(kept, end);
    copied = end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}
