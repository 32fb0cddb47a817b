import { Divider } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TItChannel } from '@askhr/shared/it-admin/it-admin.schemas';
import { SectionCard } from '../../../components/section-card';
import { AllowedListForm } from './allowed-list-form';

/** 'Push Recipients Allowed List': per chat channel, who push messages and surveys may reach. */
export function AllowedRecipientsSection({ channels }: { channels: TItChannel[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      icon={IconUserCheck}
      title={t('IT_ADMIN_ALLOWED_TITLE')}
      titleOrder={3}
      info={t('IT_ADMIN_ALLOWED_INFO')}
    >
      {channels.map((channel, index) => (
        <Fragment key={channel.id}>
          {index > 0 && <Divider />}
          {/* keyed by version: a saved list shows what the server kept */}
          <AllowedListForm key={`${channel.id}:${channel.version}`} channel={channel} />
        </Fragment>
      ))}
    </SectionCard>
  );
}
