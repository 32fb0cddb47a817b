import { useState, type KeyboardEvent } from 'react';
import type { Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { MIN_COLUMN_WIDTH } from './review-columns';
import classes from './review-table.module.css';

/** Pixels one arrow key press widens or narrows a column by. */
const KEY_STEP = 10;

type THeader = Header<TReviewUtterance, unknown>;

/**
 * Until the first resize the browser lays the columns out to fit the screen; the first resize
 * fixes every column at the width it shows, so only the dragged one moves.
 */
function shownWidth(header: THeader, handle: HTMLElement): number {
  const { table } = header.getContext();
  if (Object.keys(table.getState().columnSizing).length > 0) return header.column.getSize();
  const cells = handle.closest('tr')?.querySelectorAll<HTMLElement>('th[data-column-id]') ?? [];
  const widths = Object.fromEntries(
    [...cells].map((cell) => {
      const id = cell.dataset.columnId ?? '';
      return [id, cell.offsetWidth || (table.getColumn(id)?.getSize() ?? MIN_COLUMN_WIDTH)];
    }),
  );
  table.setColumnSizing(widths);
  return widths[header.column.id] ?? header.column.getSize();
}

/** The drag handle on a header's right edge; arrow keys do the same when it has the focus. */
export function ColumnResizer({ header, label }: { header: THeader; label: string }) {
  const { t } = useTranslation();
  const [isDragging, setIsDragging] = useState(false);
  const { column } = header;

  const setWidth = (width: number) =>
    header.getContext().table.setColumnSizing((current) => ({
      ...current,
      [column.id]: Math.max(MIN_COLUMN_WIDTH, Math.round(width)),
    }));

  function startDrag(handle: HTMLElement, startX: number) {
    const startWidth = shownWidth(header, handle);
    const onMouseMove = (event: MouseEvent) => setWidth(startWidth + event.clientX - startX);
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) setWidth(startWidth + touch.clientX - startX);
    };
    const stop = () => {
      document.removeEventListener('mousemove', onMouseMove);
      document.removeEventListener('touchmove', onTouchMove);
      document.removeEventListener('mouseup', stop);
      document.removeEventListener('touchend', stop);
      setIsDragging(false);
    };
    document.addEventListener('mousemove', onMouseMove);
    document.addEventListener('touchmove', onTouchMove);
    document.addEventListener('mouseup', stop);
    document.addEventListener('touchend', stop);
    setIsDragging(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setWidth(shownWidth(header, event.currentTarget) + step);
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
      data-resizing={isDragging || undefined}
      onMouseDown={(event) => {
        event.preventDefault();
        startDrag(event.currentTarget, event.clientX);
      }}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        if (touch) startDrag(event.currentTarget, touch.clientX);
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
