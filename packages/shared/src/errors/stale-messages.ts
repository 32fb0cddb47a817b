/**
 * What a save answers (409) when someone else's save came first, per kind of thing saved. The
 * server says it in English; the portal shows it in the user's language (its shared-messages.ts).
 */
export const STALE_MESSAGES = {
  user: 'Someone else changed this user meanwhile. Close the panel and open it again to see their change.',
  role: 'Someone else changed this role meanwhile. Close the panel and open it again to see their change.',
  customQuestion:
    'Someone else changed this custom question since you opened it. Reload it to see their change, then apply yours again.',
  question:
    'Someone else changed this question since you opened it. Reload it to see their change, then apply yours again.',
  document:
    'Someone else changed this document since you opened it. Reload it to see their change, then apply yours again.',
  inbox:
    'Someone else changed this inbox since you opened it. Reload the page to see their change, then apply yours again.',
  customBot:
    'Someone else changed the Teams package since you opened it. Reload the page to see their change, then apply yours again.',
  answer:
    'Someone else changed this answer since you opened it. Reload it to see their change, then apply yours again.',
} as const;
