import type { KeyboardEvent } from 'react';
import type { Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { MIN_COLUMN_WIDTH } from './review-columns';
import classes from './review-table.module.css';

/** Pixels one arrow key press widens or narrows a column by. */
const KEY_STEP = 10;

/** The drag handle on a header's right edge; arrow keys do the same when it has the focus. */
export function ColumnResizer({
  header,
  label,
}: {
  header: Header<TReviewUtterance, unknown>;
  label: string;
}) {
  const { t } = useTranslation();
  const column = header.column;
  const resize = header.getResizeHandler();

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const width = Math.max(MIN_COLUMN_WIDTH, column.getSize() + step);
    header.getContext().table.setColumnSizing((current) => ({ ...current, [column.id]: width }));
  }

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('REVIEW_RESIZE_COLUMN', { column: label })}
      aria-valuenow={column.getSize()}
      aria-valuemin={MIN_COLUMN_WIDTH}
      tabIndex={0}
      className={classes.resizer}
      data-resizing={column.getIsResizing() || undefined}
      onMouseDown={resize}
      onTouchStart={resize}
      onDoubleClick={() => column.resetSize()}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
