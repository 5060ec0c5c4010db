import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadDeployConfig } from './config/deploy-config';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { connectionStore } from './connection/connection-store';
import { startDemoMock } from './demo/demo-mock';
import { registerShellWorkerWhenIdle } from './pwa/register-shell-worker';
import { startLocale } from '@/lib/i18n/locale-store';
import './styles/global.css';

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const deploy = await loadDeployConfig(import.meta.env);
  if (!deploy.ok) {
    createRoot(root).render(<ConfigErrorScreen message={deploy.message} />);
    return;
  }
  connectionStore.init(deploy.config);
  const locale = startLocale();
  // The demo's mock starts beside the first render, not before it: the board's saved copy
  // paints first, and the page's requests wait for the mock (`demoStarted`).
  if (connectionStore.get().kind === 'demo') void startDemoMock(window.location);
  await locale;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerShellWorkerWhenIdle();
}

void boot();
