import { RATING_LABELS, type TRating } from '@askhr/shared/bot/bot.constants';
import { ROLE_TYPES } from '@askhr/shared/access/permissions';
import type { TMail } from '../../lib/mail/mailer';
import type { TSendRow } from './review-send.repository';

interface TTrainingRequest {
  tenantName: string;
  rows: TSendRow[];
  previewUrl: string;
}

const COLUMNS = ['Date', 'Country', 'Role', 'Utterance', 'Answer returned', 'Rating', 'Observations'];

const roleName = (roleId: number) => ROLE_TYPES.find((r) => r.id === roleId)?.name ?? `Role ${roleId}`;
const ratingName = (rating: number | null) => RATING_LABELS[(rating ?? 0) as TRating] ?? String(rating);
/** UTC, to the minute: the reader may be in any time zone, and the mail says which one it is. */
const dateOf = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const cellsOf = (row: TSendRow) => [
  dateOf(row.date),
  row.countryCode,
  roleName(row.roleId),
  row.text,
  row.answerText ?? '',
  ratingName(row.rating),
  row.observations,
];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function textOf({ tenantName, rows, previewUrl }: TTrainingRequest) {
  const blocks = rows.map((row, i) => {
    const lines = cellsOf(row).map((cell, c) => `  ${COLUMNS[c]}: ${cell.replace(/\s*\n\s*/g, ' ')}`);
    return [`${i + 1}.`, ...lines].join('\n');
  });
  return [
    `${tenantName} asks for training on ${rows.length} utterance${rows.length === 1 ? '' : 's'}.`,
    '',
    ...blocks.flatMap((block) => [block, '']),
    `Preview: ${previewUrl}`,
    '',
  ].join('\n');
}

function htmlOf({ tenantName, rows, previewUrl }: TTrainingRequest) {
  const th = COLUMNS.map((c) => `<th align="left">${escapeHtml(c)}</th>`).join('');
  const trs = rows.map(
    (row) =>
      `<tr>${cellsOf(row)
        .map((cell) => `<td valign="top">${escapeHtml(cell).replace(/\r?\n/g, '<br>')}</td>`)
        .join('')}</tr>`,
  );
  const href = escapeHtml(previewUrl);
  return [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(tenantName)} asks for training on these utterances.</p>`,
    `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${th}</tr></thead>`,
    `<tbody>${trs.join('')}</tbody></table>`,
    `<p><a href="${href}">Open the preview</a></p>`,
    '</body></html>',
  ].join('\n');
}

/** The training request mail: the rows as text and as a table, and the link to their preview. */
export function trainingRequestMail(to: string, request: TTrainingRequest): TMail {
  return {
    to,
    subject: `Training request from ${request.tenantName.replace(/[\r\n]+/g, ' ')}`,
    text: textOf(request),
    html: htmlOf(request),
  };
}
