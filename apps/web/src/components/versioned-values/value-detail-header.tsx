import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useClientConfig } from '../../lib/client-config';
import { descriptionParts } from './description-parts';

export interface TValueDetailHeaderProps {
  backTo: string;
  backLabel: string;
  title: string;
  /** the short description under the title */
  info: string;
  description: string;
  category: string | null;
  tags: readonly string[];
  monospaceTitle?: boolean;
}

/** The list address the user came from (with its filters), when they came from a list. */
function backPathOf(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from;
  return undefined;
}

export function ValueDetailHeader(props: TValueDetailHeaderProps) {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  useDocumentTitle(`${props.title} · ${productName}`);
  const { text, examples } = descriptionParts(props.description);
  const backTo = backPathOf(useLocation().state) ?? props.backTo;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo} size="sm" className="no-print">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {props.backLabel}
        </Group>
      </Anchor>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="sm">
          {props.category && (
            <Badge variant="light" tt="none" w="fit-content">
              {props.category}
            </Badge>
          )}
          <Title
            order={2}
            ff={props.monospaceTitle ? 'monospace' : undefined}
            style={{ wordBreak: 'break-word' }}
          >
            {props.title}
          </Title>
          {props.info && <Text c="dimmed">{props.info}</Text>}
          {text && <Text size="sm">{text}</Text>}
          {examples.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('DETAIL_EXAMPLES')}
              </Text>
              <List size="sm" spacing={2}>
                {examples.map((example) => (
                  <List.Item key={example}>{example}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          {props.tags.length > 0 && (
            <Group gap={6}>
              {props.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
