import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconArrowRight, IconUserStar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TQuestion } from '@askhr/shared/questions/questions.schemas';
import classes from './question-list-item.module.css';

interface TQuestionListItemProps {
  question: TQuestion;
  status: ReactNode;
  /** both role features are on: People Manager only questions get their icon */
  showsManagerIcon: boolean;
  /** the list's address, so the detail page's back link returns to the same filters and page */
  from: string;
}

export function QuestionListItem({ question, status, showsManagerIcon, from }: TQuestionListItemProps) {
  const { t } = useTranslation();
  // the short description, else the description up to its examples
  const summary = question.info || question.description.split(/\bexamples?:/i)[0]?.trim();
  return (
    <Card padding="md" className="print-avoid-break">
      {/* one button, beside the text or, on a phone, under it at full width (question-list-item.module.css) */}
      <div className={classes.row}>
        <Stack gap={6} miw={0}>
          <Group gap={8} wrap="nowrap" align="flex-start">
            {showsManagerIcon && question.managerOnly && (
              <Tooltip label={t('QUESTION_MANAGER_ONLY')}>
                <ThemeIcon
                  size="sm"
                  variant="light"
                  color="grape"
                  role="img"
                  aria-label={t('QUESTION_MANAGER_ONLY')}
                >
                  <IconUserStar size={14} />
                </ThemeIcon>
              </Tooltip>
            )}
            <Text fw={600}>{question.text}</Text>
          </Group>
          {summary && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {summary}
            </Text>
          )}
          <Group gap={6}>
            {status}
            {question.category && (
              <Badge variant="outline" color="gray" tt="none">
                {question.category.name}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button
          component={Link}
          to={`/question/${question.id}`}
          state={{ from }}
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          className={`no-print ${classes.action}`}
        >
          {t('QUESTION_VIEW_ANSWERS')}
        </Button>
      </div>
    </Card>
  );
}
