import { PERMISSIONS, type TPermission } from './permissions';

/**
 * What each permission is called where people read it (the role form, the Roles Description, the
 * server's messages), and what it opens. The keys themselves are for the API only.
 */
export const PERMISSION_TEXTS: Record<TPermission, { name: string; description: string }> = {
  'normal-user': {
    name: 'Knowledge base',
    description:
      "Home, Questions and Placeholders: read and edit answers and placeholder values; with your company's options also Bot Reactions, Push Messages, Surveys, Custom Questions and Documents.",
  },
  'admin-user': {
    name: 'Review questions',
    description: 'Review Results: read what employees asked and teach the bot from it.',
  },
  'manage-users': {
    name: 'Manage users',
    description: 'Users: invite users, switch them off and give them roles; add and change roles.',
  },
  'edit-tenant-settings': {
    name: 'Company settings',
    description: 'Settings: choose the time zone that reports and dates are counted in.',
  },
  'edit-push-messages': {
    name: 'Send push messages',
    description: 'Push Messages: create, schedule and delete messages to employees.',
  },
  'edit-surveys': {
    name: 'Send surveys',
    description: 'Surveys: create, schedule and delete surveys to employees.',
  },
  'it-admin': {
    name: 'IT administration',
    description:
      'IT Admin: connect the bot to Teams and Slack, choose who push messages reach and where unhelpful answers are reported.',
  },
  'edit-custom-questions': {
    name: 'Edit custom questions',
    description: "Custom Questions: add and change your company's own questions.",
  },
  'view-feedback': {
    name: 'Read feedback',
    description: 'Feedback: read the answers employees rated Not Helpful and improve them.',
  },
  'portal-webchat': {
    name: 'Test the bot',
    description: 'Test Bot: chat with the bot in the portal as an employee would.',
  },
  'edit-bot-reactions': {
    name: 'Edit bot reactions',
    description:
      "Bot Reactions: change the bot's own texts, such as what it says when it does not understand.",
  },
  'edit-documents': {
    name: 'Edit documents',
    description: 'Documents: edit the letters and guides filled with your placeholder values.',
  },
};

/** A permission's name; a key the portal does not know is shown as it is rather than hidden. */
export function permissionName(permission: string) {
  return Object.hasOwn(PERMISSION_TEXTS, permission)
    ? PERMISSION_TEXTS[permission as TPermission].name
    : permission;
}

/** A role's permissions in the order the role form lists them, whatever order they were saved in. */
export function inPermissionOrder(permissions: readonly string[]) {
  const rank = (permission: string) => {
    const index = (PERMISSIONS as readonly string[]).indexOf(permission);
    return index < 0 ? PERMISSIONS.length : index;
  };
  return [...permissions].sort((a, b) => rank(a) - rank(b));
}
