import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconFolder, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDocumentRole } from '@askhr/shared/documents/documents.schemas';
import { FOLDERS } from './folders';

interface TFolderCardsProps {
  /** People Manager documents need ManagerToolBox */
  hasManagerToolbox: boolean;
}

/** The two folders of /documents/. */
export function FolderCards({ hasManagerToolbox }: TFolderCardsProps) {
  const { t } = useTranslation();
  const isLocked = (role: TDocumentRole) => role === 'people-manager' && !hasManagerToolbox;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={900}>
      {FOLDERS.map((folder) => (
        <Card
          key={folder.role}
          withBorder
          padding="lg"
          component={Link}
          to={`/documents/${folder.role}`}
          aria-label={t(folder.titleKey)}
        >
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="md" variant="light">
              <IconFolder size={26} />
            </ThemeIcon>
            <div>
              <Group gap="xs">
                <Text fw={600}>{t(folder.titleKey)}</Text>
                {isLocked(folder.role) && (
                  <Badge size="sm" variant="light" color="orange" leftSection={<IconLock size={12} />}>
                    {t('DOCUMENTS_UPGRADE_TITLE')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t(folder.textKey)}
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
