import { lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { ActionIcon, Affix } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../lib/client-config';
import classes from './shell.module.css';

/** In the phone's top bar: a plain icon like the burger beside it. */
const INLINE = { size: 36, variant: 'subtle', style: undefined } as const;

function Placement({ inline, children }: { inline: boolean; children: ReactNode }) {
  if (inline) return children;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150} className={classes.helpAffix}>
      {children}
    </Affix>
  );
}

const HelpDrawer = lazy(() => import('./help-drawer').then((m) => ({ default: m.HelpDrawer })));

/** Floating Help: the configured help widget in a side drawer, or an e-mail to support. */
export const HelpButton = memo(function HelpButton({
  hidden = false,
  inline = false,
}: {
  hidden?: boolean;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const { helpWidgetUrl, supportEmail, productName } = useClientConfig();
  const [isOpen, { open, close }] = useDisclosure(false);
  // mounted from the first opening on, so closing still animates
  const [wasOpened, setWasOpened] = useState(false);
  // the open mobile menu covers the page; the button would sit on top of Log Out
  if (hidden) return null;
  // never over the page: on a desktop a round icon floats in a strip the side menu keeps free under
  // Log Out; on a phone it sits in the top bar (`inline`) and the floating one is hidden
  const common = {
    radius: 'xl',
    size: 44,
    variant: 'filled',
    'aria-label': t('HELP'),
    // a native title, not a Tooltip: the shell's JavaScript budget has no room for floating UI
    title: t('HELP'),
    style: { boxShadow: 'var(--mantine-shadow-md)' },
  } as const;

  if (!helpWidgetUrl) {
    const subject = encodeURIComponent(t('HELP_MAIL_SUBJECT', { productName }));
    return (
      <Placement inline={inline}>
        <ActionIcon
          component="a"
          href={`mailto:${supportEmail}?subject=${subject}`}
          {...common}
          {...(inline ? INLINE : {})}
        >
          <IconHelpCircle size={24} />
        </ActionIcon>
      </Placement>
    );
  }

  return (
    <>
      <Placement inline={inline}>
        <ActionIcon
          onClick={() => {
            setWasOpened(true);
            open();
          }}
          {...common}
          {...(inline ? INLINE : {})}
        >
          <IconHelpCircle size={24} />
        </ActionIcon>
      </Placement>
      {wasOpened && (
        <Suspense fallback={null}>
          <HelpDrawer url={helpWidgetUrl} productName={productName} opened={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
});
