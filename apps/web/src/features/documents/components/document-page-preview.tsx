import { Box, Paper } from '@mantine/core';
import { PREVIEW_MAX_CHARACTERS, PREVIEW_PAGE } from '@askhr/shared/documents/document-html';
import classes from './document-page-preview.module.css';

interface TDocumentPagePreviewProps {
  /** sanitised HTML (placeholders filled or not) */
  html: string;
  /** the shown size: the page of 420 by 594 shrunk (or not) into a box of this width */
  width: number;
  label: string;
}

/**
 * The first page of a document as it will look (spec 001: the first 4000 characters, a page of
 * 420 by 594 scaled into its box). The HTML comes from the server's sanitiser or the editor.
 */
export function DocumentPagePreview({ html, width, label }: TDocumentPagePreviewProps) {
  const scale = width / PREVIEW_PAGE.width;
  return (
    <Paper
      withBorder
      shadow="xs"
      className={classes.box}
      w={width}
      h={Math.round(PREVIEW_PAGE.height * scale)}
      role="img"
      aria-label={label}
    >
      <Box
        className={classes.page}
        w={PREVIEW_PAGE.width}
        h={PREVIEW_PAGE.height}
        style={{ transform: `scale(${scale})` }}
        dangerouslySetInnerHTML={{ __html: html.slice(0, PREVIEW_MAX_CHARACTERS) }}
      />
    </Paper>
  );
}
