import type { TTestAs } from './get-web-chat-config';

export const webChatKeys = {
  config: (tenantId: number, testAs: TTestAs) => ['webChat', tenantId, 'config', testAs] as const,
};
