import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../not-found-panel';

interface TItemNotFoundProps {
  title: string;
  backTo: string;
  backLabel: string;
}

/** A question or placeholder the API does not know (404). */
export function ItemNotFound({ title, backTo, backLabel }: TItemNotFoundProps) {
  const { t } = useTranslation();
  return (
    <NotFoundPanel
      icon={<IconSearchOff size={36} stroke={1.6} />}
      title={title}
      text={t('DETAIL_NOT_FOUND_TEXT')}
      backTo={backTo}
      backLabel={backLabel}
      backIcon={<IconArrowLeft size={16} />}
    />
  );
}
