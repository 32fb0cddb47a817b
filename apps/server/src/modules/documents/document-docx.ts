import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

type TStyle = { bold?: boolean; italics?: boolean; underline?: object; strike?: boolean };

const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  h1: HeadingLevel.HEADING_1,
  h2: HeadingLevel.HEADING_2,
  h3: HeadingLevel.HEADING_3,
};
const INLINE_STYLES: Record<string, TStyle> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: {} },
  s: { strike: true },
};
const BLOCKS = new Set(['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'blockquote', 'hr']);
const ORDERED = 'ordered-list';

function runsOf(nodes: readonly ChildNode[], style: TStyle = {}): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    if (isText(node)) return node.data ? [new TextRun({ text: node.data, ...style })] : [];
    if (!isTag(node)) return [];
    if (node.name === 'br') return [new TextRun({ break: 1 })];
    if (node.name === 'a' && node.attribs.href)
      return [
        new ExternalHyperlink({
          link: node.attribs.href,
          children: runsOf(node.children, { ...style, underline: {} }).filter(
            (run) => run instanceof TextRun,
          ),
        }),
      ];
    return runsOf(node.children, { ...style, ...INLINE_STYLES[node.name] });
  });
}

/** Turns the sanitised HTML of a document into Word paragraphs, block by block. */
class ParagraphWriter {
  readonly paragraphs: Paragraph[] = [];
  private lists = 0;
  private loose: ChildNode[] = [];

  write(nodes: readonly ChildNode[], indent = 0) {
    for (const node of nodes) {
      if (isTag(node) && BLOCKS.has(node.name)) {
        this.flush(indent);
        this.block(node, indent);
      } else this.loose.push(node);
    }
    this.flush(indent);
  }

  private flush(indent: number) {
    if (this.loose.length === 0) return;
    const children = runsOf(this.loose);
    this.loose = [];
    if (children.length > 0) this.paragraphs.push(new Paragraph({ children, indent: { left: indent } }));
  }

  private block(node: Element, indent: number) {
    const heading = HEADINGS[node.name];
    if (heading) this.paragraphs.push(new Paragraph({ heading, children: runsOf(node.children) }));
    else if (node.name === 'p')
      this.paragraphs.push(new Paragraph({ children: runsOf(node.children), indent: { left: indent } }));
    else if (node.name === 'hr') this.paragraphs.push(new Paragraph({ thematicBreak: true }));
    else if (node.name === 'blockquote') this.write(node.children, indent + 720);
    else this.list(node, 0);
  }

  private list(node: Element, level: number) {
    const instance = ++this.lists;
    for (const item of node.children) {
      if (!isTag(item) || item.name !== 'li') continue;
      const nested = item.children.filter((c) => isTag(c) && (c.name === 'ul' || c.name === 'ol'));
      // an item's text sits in paragraphs (the editor's way) or directly in the <li>
      const children = item.children
        .filter((c) => !nested.includes(c))
        .flatMap((c, index) => {
          const runs = isTag(c) && c.name === 'p' ? runsOf(c.children) : runsOf([c]);
          return index > 0 && isTag(c) && c.name === 'p' ? [new TextRun({ break: 1 }), ...runs] : runs;
        });
      this.paragraphs.push(
        new Paragraph({
          children,
          ...(node.name === 'ol'
            ? { numbering: { reference: ORDERED, level, instance } }
            : { bullet: { level } }),
        }),
      );
      for (const sub of nested) this.list(sub as Element, Math.min(level + 1, 8));
    }
  }
}

/** A real .docx of the document's HTML (placeholders already filled). */
export async function documentToDocx(html: string, title: string): Promise<Buffer> {
  const writer = new ParagraphWriter();
  writer.write(parseDocument(html).children);
  const doc = new Document({
    title,
    creator: 'AskHR',
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: writer.paragraphs }],
  });
  return Packer.toBuffer(doc);
}
