import { deflateSync } from 'node:zlib';

/**
 * Tests only: a minimal valid PDF built by hand, one page per entry, each page a list of text lines
 * in Helvetica. Enough for a real PDF reader to extract the text; no dependency needed.
 */
export function buildPdf(pages: string[][]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const pageId = pageIds[i]!;
    const stream = [
      'BT',
      '/F1 12 Tf',
      '14 TL',
      '50 780 Td',
      ...lines.map((line) => `(${escapePdfText(line)}) Tj T*`),
      'ET',
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  return assemblePdf(objects);
}

/** Operators that show an empty string: the reader works through every one and finds no text. */
export const EMPTY_TEXT_OPERATORS = 'BT /F1 12 Tf 72 712 Td () Tj ET\n';

/**
 * Tests only: a "PDF bomb", a small valid PDF whose single page content stream is Flate-compressed
 * and inflates to `inflatedBytes` of `operators` repeated (by default 48 MB of text from ~140 KB).
 */
export function buildPdfBomb({
  operators = 'BT /F1 12 Tf 72 712 Td (aaaa) Tj ET\n',
  inflatedBytes = 48 * 1024 * 1024,
}: { operators?: string; inflatedBytes?: number } = {}): Buffer {
  const content = Buffer.from(operators.repeat(Math.ceil(inflatedBytes / operators.length)), 'latin1');
  const compressed = deflateSync(content, { level: 9 });
  const objects: string[] = [];
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = '<< /Type /Pages /Kids [4 0 R] /Count 1 >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>';
  // latin1 maps each byte to one character and back, so the binary stream survives the string
  objects[5] = `<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n${compressed.toString('latin1')}\nendstream`;
  return assemblePdf(objects);
}

/** The file around numbered objects (1..n, as latin1 text): header, bodies, cross-reference table. */
function assemblePdf(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}
