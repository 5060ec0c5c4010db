/** Extension (CONTRACT.md 4b): marking the in-app inbox read (kept off the first load). */
import type { ApiClient } from '../http/client';
import type { RequestOptions } from '../endpoints/request-options';

/** Which notifications `POST /notifications/read` marks: some by id, or all of them. */
export type MarkReadInput = { ids: readonly number[] } | { all: true };

/** `POST /notifications/read`: sets `read_at`. The answer's body is not needed (re-read after). */
export async function markNotificationsRead(
  client: ApiClient,
  input: MarkReadInput,
  options: RequestOptions = {},
): Promise<void> {
  await client.requestText({
    method: 'POST',
    path: '/notifications/read',
    body: input,
    signal: options.signal,
    extension: true,
  });
}
