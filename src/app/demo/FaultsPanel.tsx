import { lazyModule } from '@/lib/lazy-module';
import { useConnection } from '../connection/connection-store';
import { useFaultsPanelOpen } from './faults-panel-store';

const panelBody = lazyModule(() => import('./FaultsPanelBody'));

/**
 * Developer panel of the demo (off by default: `?faults=1` or "Faults" in the header): sets
 * the embedded mock's fault injection (`POST /api/__mock/faults`) to try the app under
 * latency, network errors, 500s, 401s, an expired token or a lost connection. Not shown when
 * the app talks to a real server.
 */
export function FaultsPanel() {
  const open = useFaultsPanelOpen();
  const connection = useConnection();
  const loaded = panelBody.useModule(open && connection.kind === 'demo');
  if (!open || connection.kind !== 'demo' || !loaded) return null;
  return <loaded.FaultsPanelBody />;
}
