import {
  IconBellRinging,
  IconBraces,
  IconChecklist,
  IconFileText,
  IconHistory,
  IconHome2,
  IconMessageChatbot,
  IconMessageCircleQuestion,
  IconMessages,
  IconMoodSmile,
  IconQuestionMark,
  IconSettings,
  IconServerCog,
  IconThumbUp,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { TMenuKey } from '@askhr/shared/access/access-table';

/** One icon per menu entry; the route pages reuse them so a page looks like its menu entry. */
export const MENU_ICONS: Record<TMenuKey, Icon> = {
  home: IconHome2,
  placeholders: IconBraces,
  questions: IconMessageCircleQuestion,
  botReactions: IconMoodSmile,
  pushMessages: IconBellRinging,
  surveys: IconChecklist,
  documents: IconFileText,
  reviewUtterances: IconMessages,
  feedback: IconThumbUp,
  itAdmin: IconServerCog,
  settings: IconSettings,
  customQuestions: IconQuestionMark,
  webChat: IconMessageChatbot,
  users: IconUsers,
  auditTrail: IconHistory,
};
