import { useQueryClient } from '@tanstack/react-query';
import type { WriteServices } from './write-registry';
import { useApiClient } from '@/api/react/api-client-context';

/** What a registered write's builder needs, from the session's providers. */
export function useWriteServices(): WriteServices {
  return { queryClient: useQueryClient(), api: useApiClient() };
}
