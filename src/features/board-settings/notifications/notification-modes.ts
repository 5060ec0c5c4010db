import type { NotificationMode } from '@/domain/enums';

export const NOTIFICATION_MODE_TEXT: Record<NotificationMode, { label: string; meaning: string }> =
  {
    all: { label: 'Everything', meaning: 'Mentions, assignments and board changes.' },
    assignee: {
      label: 'Assigned cards',
      meaning: 'Only events on cards you are assigned to, including being assigned.',
    },
    mentions: { label: 'Mentions', meaning: 'Only when someone mentions you in a card.' },
    silent: { label: 'Silent', meaning: 'Nothing from this board.' },
  };
