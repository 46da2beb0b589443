// First of all: without it antd 5's static message, notification and Modal.confirm render nothing
// on React 19 (docs: ../shared/STACK-NOTES.md section 8).
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyLanguage, initI18n, launchLanguage } from './i18n';

const language = launchLanguage();
initI18n(language);
// Only this language's catalog is fetched; the other comes when the operator switches.
await applyLanguage(language, { isChoice: false }).catch(() => undefined);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
