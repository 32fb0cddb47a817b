import { extractText, getDocumentProxy } from 'unpdf';
import { AppError, badRequest } from '../../lib/errors';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Readers accept the header anywhere in the first kilobyte (some producers prepend bytes). */
const MAGIC_WINDOW = 1024;

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, MAGIC_WINDOW + PDF_MAGIC.length).includes(PDF_MAGIC);
}

export const unreadablePdf = () =>
  badRequest('The PDF could not be read: it may be damaged or protected by a password.', {
    file: ['Unreadable PDF'],
  });

/** The text of each page, in page order. Throws 415 for a file that is not a PDF, 400 for a broken one. */
export async function readPdfPages(bytes: Buffer): Promise<string[]> {
  if (!isPdf(bytes)) throw new AppError(415, 'Only PDF files can be read: this file is not a PDF.');
  let pages: string[];
  try {
    // verbosity 0: the reader's warnings about damaged files are not ours to log
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    try {
      pages = (await extractText(document, { mergePages: false })).text;
    } finally {
      await document.destroy();
    }
  } catch {
    throw unreadablePdf();
  }
  if (!pages.some((page) => /[\p{L}\p{N}]/u.test(page)))
    throw badRequest('The PDF has no readable text (a scanned document needs text recognition first).', {
      file: ['No text found'],
    });
  return pages;
}
