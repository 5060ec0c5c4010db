import { lazyModule } from '@/lib/lazy-module';

const sheet = lazyModule(() => import('./ShortcutSheet'));

interface LazyShortcutSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The shortcut sheet, fetched the first time it opens: not on the board's first load. */
export function LazyShortcutSheet({ open, onOpenChange }: LazyShortcutSheetProps) {
  const loaded = sheet.useModule(open);
  return loaded ? <loaded.ShortcutSheet open={open} onOpenChange={onOpenChange} /> : null;
}
