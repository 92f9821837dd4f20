import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './i18n/i18n.ts';
import { registerServiceWorker } from './notify/push.ts';
import { watchTurns } from './notify/turns.ts';
import './styles/global.css';

// Turns waiting in this browser's online games: the title badge, the icon, "My games" (notify/).
watchTurns();
if (import.meta.env.PROD) void registerServiceWorker();

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
