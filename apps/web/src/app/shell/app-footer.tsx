import { memo } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../lib/client-config';
import classes from './shell.module.css';

export const AppFooter = memo(function AppFooter() {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  return (
    <footer className={classes.footer}>
      <Text size="xs" c="dimmed">
        {t('FOOTER_COPYRIGHT', { year: String(new Date().getFullYear()), productName })}
      </Text>
    </footer>
  );
});
