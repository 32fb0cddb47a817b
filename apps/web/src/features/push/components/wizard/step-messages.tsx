import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateSharedMessage } from '../../../../lib/i18n/shared-messages';
import type { TFieldErrors } from '../../hooks/use-push-wizard';

/** Every message that keeps the user on the step, listed next to the buttons. */
export function StepMessages({ errors }: { errors: TFieldErrors }) {
  const { t } = useTranslation();
  const messages = [...new Set(Object.values(errors).flat().map(translateSharedMessage))];
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t('EDIT_CHECK_TITLE')}>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
