// What a save keeps of a document's HTML, and how deep it nests. Plain JavaScript, run in the
// documents' worker thread (documents.worker.mjs), so the same file runs under tsx, Vitest and the
// compiled server.
import { isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * What the editor produces (headings, paragraphs, lists, bold, italic, links) and nothing else:
 * scripts, event handlers, styles and javascript: links go, whatever the client sent.
 * @type {sanitizeHtml.IOptions}
 */
const OPTIONS = {
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

const LISTS = new Set(['ul', 'ol', 'blockquote']);
const MARKS = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'a']);

/**
 * The sanitised HTML, whether it has any text and how deep it nests (TDocumentNesting). The tree is
 * walked with a stack of its own: the HTML a client sends may nest thousands deep.
 * @param {string} html
 */
export function cleanDocumentHtml(html) {
  const content = sanitizeHtml(html, OPTIONS);
  const nesting = { lists: 0, marks: 0, elements: 0 };
  let hasText = false;
  const stack = parseDocument(content).children.map((node) => ({ node, lists: 0, marks: 0, elements: 0 }));
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node } = item;
    if (isText(node)) hasText ||= node.data.trim() !== '';
    if (!isTag(node)) continue;
    const lists = item.lists + (LISTS.has(node.name) ? 1 : 0);
    const marks = item.marks + (MARKS.has(node.name) ? 1 : 0);
    const elements = item.elements + 1;
    nesting.lists = Math.max(nesting.lists, lists);
    nesting.marks = Math.max(nesting.marks, marks);
    nesting.elements = Math.max(nesting.elements, elements);
    for (const child of node.children) stack.push({ node: child, lists, marks, elements });
  }
  return { content, hasText, nesting };
}
