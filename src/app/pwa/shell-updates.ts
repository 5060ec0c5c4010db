import { toast } from '@/components/toast';
import { t } from '@/lib/i18n/translate';

/** What the prompt needs of workbox-window's `Workbox` (a fake in tests). */
export interface ShellWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
}

/**
 * Registers the shell's service worker and, when a new version of the app is installed and
 * waiting, offers to reload into it. The new worker takes over only on that click (it would
 * otherwise swap the app's files under an open page); the page reloads once it controls.
 */
export async function watchShellUpdates(
  worker: ShellWorker,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  let reloading = false;
  worker.addEventListener('controlling', () => {
    if (!reloading) return;
    reloading = false;
    reload();
  });
  worker.addEventListener('waiting', () => {
    toast.success(t('shell.newVersion', 'A new version of Project Board is available.'), {
      id: 'shell-new-version',
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: t('shell.newVersion.reload', 'Reload'),
        onClick: () => {
          reloading = true;
          worker.messageSkipWaiting();
        },
      },
    });
  });
  await worker.register();
}
