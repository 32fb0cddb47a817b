import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word the portal shows comes from the catalogues: a text written in a component would stay
 * English in a Spanish portal. This reads the portal's source (tests apart) and names any text
 * between tags, and any string given to a prop or field that is shown to the user or read out by
 * a screen reader, that has letters of its own. Values from data (`{name}`) and catalogue keys
 * (`'REVIEW_EMPTY_TITLE'`) are fine; so are marks such as `@` or `{{…}}` around data.
 */
const SHOWN_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'chartLabel',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
]);
const SOURCE = path.resolve(__dirname, '../..');
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);
const isMessageKeyName = (text: string) => /^[A-Z][A-Z0-9_]*$/.test(text);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') sourceFiles(file, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

/** The letters a string or template writes itself, leaving out what it fills in. */
function ownText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return isMessageKeyName(node.text) ? '' : node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  if (ts.isJsxExpression(node) && node.expression) return ownText(node.expression);
  return null;
}

function literalTexts(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(
      `${path.relative(SOURCE, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, JSON.stringify(node.text.trim()));
    const named =
      (ts.isJsxAttribute(node) || ts.isPropertyAssignment(node)) &&
      SHOWN_PROPS.has(node.name.getText().replace(/['"]/g, ''));
    const value = ts.isJsxAttribute(node)
      ? node.initializer
      : ts.isPropertyAssignment(node)
        ? node.initializer
        : undefined;
    if (named && value) {
      const own = ownText(value);
      if (own && hasWords(own)) report(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the portal source', () => {
  it('writes no user-visible text of its own: every text comes from the catalogues', () => {
    expect(sourceFiles(SOURCE).flatMap(literalTexts)).toEqual([]);
  });
});
