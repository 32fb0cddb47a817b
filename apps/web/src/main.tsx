import '@mantine/core/styles.css';
// the theme's CSS variables, written by the build (vite-plugins.ts)
import 'virtual:theme-variables.css';
import '@mantine/notifications/styles.css';
import './lib/i18n/i18n';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPortal } from './app/boot';
import { applyLanguage, firstLanguage } from './lib/i18n/portal-language';
import { applyPortalStyles } from './lib/portal-styles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = startPortal();
const root = createRoot(container);
// the language's texts arrive with the stylesheet; English, always there, where they cannot
const language = applyLanguage(firstLanguage()).catch(() => applyLanguage('en'));
void Promise.all([applyPortalStyles(), language]).then(() =>
  root.render(
    <StrictMode>
      <App start={start} />
    </StrictMode>,
  ),
);
