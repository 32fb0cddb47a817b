import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface THelpDrawerProps {
  url: string;
  productName: string;
  opened: boolean;
  onClose(): void;
}

/** The configured help widget in a side drawer; loaded on first use, it keeps Drawer out of the shell's bundle. */
export function HelpDrawer({ url, productName, opened, onClose }: THelpDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t('HELP_TITLE', { productName })}
      closeButtonProps={{ 'aria-label': t('ACTION_CLOSE') }}
      styles={{ body: { padding: 0, height: 'calc(100% - 60px)' } }}
    >
      <iframe
        src={url}
        title={t('HELP_TITLE', { productName })}
        style={{ border: 0, width: '100%', height: '100%' }}
      />
    </Drawer>
  );
}
