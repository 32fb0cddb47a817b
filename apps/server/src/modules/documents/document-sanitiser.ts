import sanitizeHtml from 'sanitize-html';

/**
 * What the editor produces (headings, paragraphs, lists, bold, italic, links) and nothing else:
 * scripts, event handlers, styles and javascript: links go, whatever the client sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'blockquote',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // links open in a new tab, without handing the portal's window to the target
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export function sanitiseDocumentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text a reader sees, without any markup. */
export function documentText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
