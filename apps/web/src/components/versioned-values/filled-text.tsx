import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from './fill-placeholders';

interface TFilledTextProps {
  text: string;
  /** keyword -> value in the card's country; undefined while they load */
  values: ReadonlyMap<string, string> | undefined;
}

/**
 * An answer as the country's employees read it: each `{{keyword}}` replaced by the country's value,
 * or `@keyword` without one (spec 000 section 5); hovering a filled part names its keyword.
 */
export function FilledText({ text, values }: TFilledTextProps) {
  const { t } = useTranslation();
  const segments = fillPlaceholders(text, values ?? new Map());
  return segments.map((segment, index) => (
    <Fragment key={index}>
      {segment.kind === 'text' && segment.text}
      {segment.kind === 'value' && (
        <Text span inherit fw={600} title={`{{${segment.keyword}}}`} style={{ cursor: 'help' }}>
          {segment.value}
        </Text>
      )}
      {/* while the values load every keyword reads as @keyword rather than as a warning */}
      {(segment.kind === 'empty' || (segment.kind === 'unknown' && !values)) && (
        <Text span inherit fw={600} c="orange.9" title={`{{${segment.keyword}}}`}>
          @{segment.keyword}
        </Text>
      )}
      {segment.kind === 'unknown' && values && (
        <Text span inherit fw={600} c="red.8" title={t('PLACEHOLDER_DOESNT_EXIST')}>
          @{segment.keyword}
        </Text>
      )}
    </Fragment>
  ));
}
