import { useOtherOwnersWrites } from '@/sync/outbox/outbox-status';
import { lazyModule } from '@/lib/lazy-module';

const list = lazyModule(() => import('./KeptForOthersList'));

/**
 * Writes someone else made on this device for this server, not saved yet: they are never sent
 * as the person signed in now. They stay for their owner (sent when they sign in here again),
 * or can be discarded. Rare, so its code loads only when there are some.
 */
export function KeptForOthersNotice() {
  const others = useOtherOwnersWrites();
  const loaded = list.useModule(others.length > 0);
  if (others.length === 0 || !loaded) return null;
  return <loaded.KeptForOthersList others={others} />;
}
