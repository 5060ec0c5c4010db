import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from '@/api/http/errors';

interface QueryClientEffects {
  onUnauthenticated: () => void;
}

/** Retry what may pass on a second try (network, 5xx); never what will fail again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.kind !== 'network' && error.kind !== 'server') return false;
  return failureCount < 2;
}

function describe(error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'network') return 'Could not reach the server. Check your connection.';
    if (error.kind === 'forbidden') return `Not allowed: ${error.message}`;
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/**
 * UI effects of failures live here, not in the HTTP client: a 401 asks to sign in again;
 * a failed mutation shows a toast unless the mutation handles its own errors
 * (`meta: { handlesOwnErrors: true }`, e.g. forms that show field errors).
 */
export function createAppQueryClient({ onUnauthenticated }: QueryClientEffects): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isApiError(error) && error.kind === 'unauthenticated') onUnauthenticated();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isApiError(error) && error.kind === 'unauthenticated') {
          onUnauthenticated();
          return;
        }
        if (mutation.meta?.handlesOwnErrors === true) return;
        toast.error(describe(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
