import { describe, expect, it } from 'vitest';
import {
  MESSAGE_RETENTION_DEFAULT_DAYS,
  MESSAGE_RETENTION_NOT_A_NUMBER,
  MESSAGE_RETENTION_OUT_OF_RANGE,
  messageRetentionDaysOf,
  messageRetentionError,
} from './retention';

describe('message retention', () => {
  it('accepts whole days from 30 to 3650', () => {
    for (const days of ['30', '365', '3650', ' 90 ', '0090'])
      expect(messageRetentionError(days), days).toBeUndefined();
    for (const days of ['29', '0', '3651', '9999999999'])
      expect(messageRetentionError(days), days).toBe(MESSAGE_RETENTION_OUT_OF_RANGE);
    for (const days of ['', 'ninety', '90.5', '-30', '1e3'])
      expect(messageRetentionError(days), days).toBe(MESSAGE_RETENTION_NOT_A_NUMBER);
  });

  it('reads an unset or unreadable setting as the default', () => {
    expect(messageRetentionDaysOf(undefined)).toBe(MESSAGE_RETENTION_DEFAULT_DAYS);
    expect(messageRetentionDaysOf('soon')).toBe(MESSAGE_RETENTION_DEFAULT_DAYS);
    expect(messageRetentionDaysOf('90')).toBe(90);
  });
});
