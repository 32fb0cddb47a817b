import Papa from 'papaparse';
import { EMAIL_PATTERN } from '@askhr/shared/push/push-rules';
import { CSV_EMAILS_MAX, PUSH_MESSAGES } from '@askhr/shared/push/push.constants';

/** Text of a first row that names the column instead of holding an address. */
const HEADER = /^e-?mails?( address(es)?)?$/i;

/**
 * What a failed read reports, in the spec's words; the field shows it from the catalogue
 * (PUSH_CSV_FILE_ERROR), so that it reads in the portal's language.
 */
export const CSV_FILE_ERROR = 'file error';

export type TCsvRead = { ok: true; emails: string[] } | { ok: false; message: string };

/** Every address of a CSV text, any column, without repeats; a header row naming the column is skipped. */
export function emailsOfCsv(text: string): TCsvRead {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (parsed.errors.some((error) => error.type !== 'Delimiter'))
    return { ok: false, message: CSV_FILE_ERROR };
  const cells = parsed.data.flat().map((cell) => cell.trim().toLowerCase());
  if (cells[0] && HEADER.test(cells[0])) cells.shift();
  const emails = [...new Set(cells.filter((cell) => cell !== ''))];
  return { ok: true, emails };
}

/** What is wrong with the addresses of a list (spec 001 section 5), in the spec's words. */
export function csvProblems(emails: readonly string[]): string[] {
  const problems: string[] = [];
  if (emails.length === 0) problems.push(PUSH_MESSAGES.csvRequired);
  if (emails.some((email) => !EMAIL_PATTERN.test(email))) problems.push(PUSH_MESSAGES.csvInvalid);
  if (emails.length > CSV_EMAILS_MAX) problems.push(PUSH_MESSAGES.csvTooMany(emails.length));
  return problems;
}

const isCsvFile = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/** Reads a chosen file: only a .csv file of addresses is taken ('file error' otherwise). */
export async function readCsvFile(file: File): Promise<TCsvRead> {
  if (!isCsvFile(file)) return { ok: false, message: CSV_FILE_ERROR };
  try {
    return emailsOfCsv(await file.text());
  } catch {
    return { ok: false, message: CSV_FILE_ERROR };
  }
}
