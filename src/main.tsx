import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { installGlobalErrorHandlers } from './app/global-errors.ts';
import { currentLocale } from './i18n/i18n.ts';
import { loadServerLabels } from './i18n/server-labels.ts';
import { applyStoredTheme } from './app/theme/theme-colors.ts';
import './index.css';

// Unhandled script errors and rejections become titled error notifications (spec 01 §8).
installGlobalErrorHandlers();
// The last theme colour before the first paint: the login page and the shell never flash the default.
applyStoredTheme();
void loadServerLabels(currentLocale());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
