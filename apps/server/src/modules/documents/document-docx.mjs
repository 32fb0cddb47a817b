// A real .docx of a document's HTML. Plain JavaScript, run in the documents' worker thread
// (documents.worker.mjs), so the same file runs under tsx, Vitest and the compiled server.
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** @typedef {import('domhandler').ChildNode} TNode */
/** @typedef {{ bold?: boolean, italics?: boolean, underline?: object, strike?: boolean }} TStyle */
/** @typedef {{ link: string, runs: TextRun[] }} TLink */

const HEADINGS = { h1: HeadingLevel.HEADING_1, h2: HeadingLevel.HEADING_2, h3: HeadingLevel.HEADING_3 };
/** @type {Record<string, TStyle>} */
const INLINE_STYLES = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: {} },
  s: { strike: true },
};
const BLOCKS = new Set(['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'blockquote', 'hr']);
const LISTS = new Set(['ul', 'ol']);
const ORDERED = 'ordered-list';
/** Word numbers lists 9 levels deep; deeper items stay at the last one. */
const LAST_LEVEL = 8;

/**
 * The runs of inline content in reading order, marks as run styles. A document stored before saves
 * limited nesting may nest thousands of marks, so the walk keeps its own stack rather than recursing.
 * A link inside a link adds its text to the outer one. The links arrive checked: filling the
 * placeholders left an href only where it leads to a web or mail address.
 * @param {readonly TNode[]} nodes
 */
function runsOf(nodes) {
  /** @type {(TextRun | TLink)[]} */
  const runs = [];
  /** @type {{ node: TNode, style: TStyle, link?: TLink }[]} */
  const stack = [];
  /** @param {readonly TNode[]} children @param {TStyle} style @param {TLink} [link] */
  const visit = (children, style, link) => {
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], style, link });
  };
  visit(nodes, {});
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, style, link } = item;
    const into = link ? link.runs : runs;
    if (isText(node)) {
      if (node.data) into.push(new TextRun({ text: node.data, ...style }));
    } else if (!isTag(node)) continue;
    else if (node.name === 'br') into.push(new TextRun({ break: 1 }));
    else if (node.name === 'a' && node.attribs.href && !link) {
      const inner = { link: node.attribs.href, runs: [] };
      runs.push(inner);
      visit(node.children, { ...style, underline: {} }, inner);
    } else visit(node.children, { ...style, ...INLINE_STYLES[node.name] }, link);
  }
  return runs.flatMap((run) =>
    run instanceof TextRun
      ? [run]
      : run.runs.length > 0
        ? [new ExternalHyperlink({ link: run.link, children: run.runs })]
        : [],
  );
}

/** The paragraphs of one list item: its text, each paragraph after the first on a new line. */
function itemRuns(/** @type {readonly TNode[]} */ children) {
  return children.flatMap((child, index) => {
    const isParagraph = isTag(child) && child.name === 'p';
    const runs = isParagraph ? runsOf(child.children) : runsOf([child]);
    return index > 0 && isParagraph ? [new TextRun({ break: 1 }), ...runs] : runs;
  });
}

/** @typedef {{ kind: 'flow', nodes: readonly TNode[], index: number, indent: number, loose: TNode[] }} TFlow */
/** @typedef {{ kind: 'list', ordered: boolean, items: readonly TNode[], index: number, level: number, instance?: number }} TList */

/** @param {readonly TNode[]} nodes @param {number} indent @returns {TFlow} */
const flowFrame = (nodes, indent) => ({ kind: 'flow', nodes, index: 0, indent, loose: [] });
/** @param {import('domhandler').Element} node @param {number} level @returns {TList} */
const listFrame = (node, level) => ({
  kind: 'list',
  ordered: node.name === 'ol',
  items: node.children,
  index: 0,
  level,
});

/**
 * Word paragraphs of the sanitised HTML, block by block. Quotes and lists nest as deep as a stored
 * document does, so each open one is a frame on a stack of its own, not a call.
 * @param {readonly TNode[]} nodes
 */
function paragraphsOf(nodes) {
  /** @type {Paragraph[]} */
  const paragraphs = [];
  /** @type {(TFlow | TList)[]} */
  const frames = [flowFrame(nodes, 0)];
  let lists = 0;

  /** text and inline marks between blocks make a paragraph of their own */
  const flush = (/** @type {TFlow} */ flow) => {
    if (flow.loose.length === 0) return;
    const children = runsOf(flow.loose);
    flow.loose = [];
    if (children.length > 0) paragraphs.push(new Paragraph({ children, indent: { left: flow.indent } }));
  };

  const stepFlow = (/** @type {TFlow} */ frame, /** @type {TNode | undefined} */ node) => {
    if (!node) {
      flush(frame);
      frames.pop();
    } else if (!isTag(node) || !BLOCKS.has(node.name)) frame.loose.push(node);
    else {
      flush(frame);
      const heading = HEADINGS[/** @type {keyof typeof HEADINGS} */ (node.name)];
      const left = frame.indent;
      if (heading) paragraphs.push(new Paragraph({ heading, children: runsOf(node.children) }));
      else if (node.name === 'p')
        paragraphs.push(new Paragraph({ children: runsOf(node.children), indent: { left } }));
      else if (node.name === 'hr') paragraphs.push(new Paragraph({ thematicBreak: true }));
      else if (node.name === 'blockquote') frames.push(flowFrame(node.children, left + 720));
      else frames.push(listFrame(node, 0));
    }
  };

  const stepList = (/** @type {TList} */ frame, /** @type {TNode | undefined} */ node) => {
    if (!node) return void frames.pop();
    if (!isTag(node)) return;
    const deeper = Math.min(frame.level + 1, LAST_LEVEL);
    // a list right inside a list (not in an item) is read as the previous item's sub-list
    if (LISTS.has(node.name)) return void frames.push(listFrame(node, deeper));
    if (node.name !== 'li') return;
    // numbering restarts with each list, in the order the lists are met
    frame.instance ??= ++lists;
    const isList = (/** @type {TNode} */ child) => isTag(child) && LISTS.has(child.name);
    paragraphs.push(
      new Paragraph({
        children: itemRuns(node.children.filter((child) => !isList(child))),
        ...(frame.ordered
          ? { numbering: { reference: ORDERED, level: frame.level, instance: frame.instance } }
          : { bullet: { level: frame.level } }),
      }),
    );
    const nested = /** @type {import('domhandler').Element[]} */ (node.children.filter(isList));
    for (const sub of nested.reverse()) frames.push(listFrame(sub, deeper));
  };

  for (let frame = frames.at(-1); frame; frame = frames.at(-1)) {
    if (frame.kind === 'flow') stepFlow(frame, frame.nodes[frame.index++]);
    else stepList(frame, frame.items[frame.index++]);
  }
  return paragraphs;
}

/**
 * The .docx of a document's HTML (placeholders already filled), as bytes the worker can hand over.
 * @param {string} html
 * @param {string} title
 */
export async function documentToDocx(html, title) {
  const doc = new Document({
    title,
    creator: 'AskHR',
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: LAST_LEVEL + 1 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: paragraphsOf(parseDocument(html).children) }],
  });
  return Packer.toBuffer(doc);
}
