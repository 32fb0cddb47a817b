import { describe, expect, it } from 'vitest';
import { csvProblems, emailsOfCsv, readCsvFile } from './csv-emails';

describe('CSV lists of e-mail addresses', () => {
  it('takes every address of any column, lower-cased, once, after a header naming the column', () => {
    const read = emailsOfCsv('Email\nAna@Acme.test,bo@acme.test\n\nana@acme.test\n');
    expect(read).toEqual({ ok: true, emails: ['ana@acme.test', 'bo@acme.test'] });
  });

  it('says what is wrong in the words of the spec', () => {
    expect(csvProblems(['ana@acme.test'])).toEqual([]);
    expect(csvProblems([])).toEqual(['CSV file is required.']);
    expect(csvProblems(['ana@acme.test', 'not an address'])).toEqual([
      'Invalid csv file. Please, check the email addresses format.',
    ]);
    const many = Array.from({ length: 10_001 }, (_, i) => `p${i}@acme.test`);
    expect(csvProblems(many)).toEqual(['10001 out of 10000 emails used - Please, remove some emails.']);
  });

  it("answers 'file error' for a file that is not a CSV", async () => {
    const pdf = new File(['%PDF'], 'list.pdf', { type: 'application/pdf' });
    expect(await readCsvFile(pdf)).toEqual({ ok: false, message: 'file error' });
    const csv = new File(['a@acme.test'], 'list.csv', { type: 'text/csv' });
    expect(await readCsvFile(csv)).toEqual({ ok: true, emails: ['a@acme.test'] });
  });
});
