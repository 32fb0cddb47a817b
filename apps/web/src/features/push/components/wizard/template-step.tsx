import { Badge, Card, Center, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { useTemplates, type TTemplate } from '../../api/get-templates';

interface TTemplateStepProps {
  type: TPushType;
  onPick(template: TTemplate): void;
}

/** Cards to start from; picking one fills the text or question and goes on, Skip starts blank. */
export function TemplateStep({ type, onPick }: TTemplateStepProps) {
  const { t } = useTranslation();
  const templates = useTemplates(type);
  if (templates.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('PUSH_TEMPLATE_HINT')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(templates.data ?? []).map((template) => (
          <UnstyledButton
            key={template.id}
            onClick={() => onPick(template)}
            aria-label={t('PUSH_TEMPLATE_PICK', { title: template.title })}
          >
            <Card withBorder padding="md" h="100%">
              <Stack gap={6}>
                <Text fw={600} size="sm">
                  {template.title}
                </Text>
                {template.messageCategory === 'manager' && (
                  <Badge variant="light" color="grape" size="sm">
                    {t('PUSH_TEMPLATE_MANAGER')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed" lineClamp={4}>
                  {template.text}
                </Text>
                {template.responseOptions.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {template.responseOptions.join(' · ')}
                  </Text>
                )}
              </Stack>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
