import { Affix, Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../lib/client-config';

/** Floating Help: the configured help widget in a side drawer, or an e-mail to support. */
export function HelpButton({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation();
  const { helpWidgetUrl, supportEmail, productName } = useClientConfig();
  const [isOpen, { open, close }] = useDisclosure(false);
  // the open mobile menu covers the page; the button would sit on top of Log Out
  if (hidden) return null;
  const common = {
    radius: 'xl',
    size: 'sm',
    leftSection: <IconHelpCircle size={18} />,
    style: { boxShadow: 'var(--mantine-shadow-md)' },
  } as const;

  if (!helpWidgetUrl) {
    const subject = encodeURIComponent(t('HELP_MAIL_SUBJECT', { productName }));
    return (
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button component="a" href={`mailto:${supportEmail}?subject=${subject}`} {...common}>
          {t('HELP')}
        </Button>
      </Affix>
    );
  }

  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Button onClick={open} {...common}>
          {t('HELP')}
        </Button>
      </Affix>
      <Drawer
        opened={isOpen}
        onClose={close}
        position="right"
        size="md"
        title={t('HELP_TITLE', { productName })}
        closeButtonProps={{ 'aria-label': t('ACTION_CLOSE') }}
        styles={{ body: { padding: 0, height: 'calc(100% - 60px)' } }}
      >
        <iframe
          src={helpWidgetUrl}
          title={t('HELP_TITLE', { productName })}
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      </Drawer>
    </>
  );
}
