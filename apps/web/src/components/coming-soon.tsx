import { EmptyState, Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../lib/i18n/i18n';
import { PageHeader } from './page-header';

interface TComingSoonProps {
  icon: Icon;
  /** one sentence saying what this area will do */
  descriptionKey: TMessageKey;
}

/** The honest state of an area that is not built yet: no sample data pretending to be real. */
export function ComingSoon({ icon: AreaIcon, descriptionKey }: TComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" py={64} px="xl" shadow="xs">
      <EmptyState
        variant="light"
        size="lg"
        icon={<AreaIcon size={36} stroke={1.6} />}
        title={t('COMING_SOON_TITLE')}
        description={t(descriptionKey)}
        maw={460}
        mx="auto"
      />
    </Paper>
  );
}

/** A whole page for an area that is not built yet: its title, then the coming-soon state. */
export function ComingSoonPage({ titleKey, ...props }: TComingSoonProps & { titleKey: TMessageKey }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <ComingSoon {...props} />
    </>
  );
}
