import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { connectionStore } from './connection/connection-store';
import { startDemoMock } from './demo/demo-mock';
import './styles/global.css';

async function boot(): Promise<void> {
  if (connectionStore.get().kind === 'demo') {
    await startDemoMock(window.location);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
