import { markNotificationsRead, type MarkReadInput } from '../extensions/notifications';
import { accountKeys } from '../queries/keys';
import { defineMutation } from './define-mutation';

export const useMarkNotificationsRead = defineMutation({
  mutationKey: ['notifications', 'read'],
  mutate: (client, input: MarkReadInput) => markNotificationsRead(client, input),
  invalidates: () => [accountKeys.notifications()],
});
