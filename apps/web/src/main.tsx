import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// As a transition the first render is interruptible: React yields to the browser every few
// milliseconds instead of holding the main thread for the whole page (one long task on a phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
