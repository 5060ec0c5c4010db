import { markNotificationsRead, type MarkReadInput } from '@/api/extensions/notifications';
import { accountKeys } from '@/api/queries/keys';
import { defineMutation } from '../queue/define-mutation';

export const useMarkNotificationsRead = defineMutation({
  mutationKey: ['notifications', 'read'],
  mutate: (client, input: MarkReadInput) => markNotificationsRead(client, input),
  invalidates: () => [accountKeys.notifications()],
});
