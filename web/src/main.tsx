// Entry: mounts the application.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyStoredScheme } from './color-scheme';
import './styles.css';
import './pages.css';

applyStoredScheme();
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
