import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { currentLanguage, languageBase } from '../lib/i18n.ts';
import { AppRoutes } from './router.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Without transitions a page whose code is still loading shows the loading state at once
          instead of leaving the previous page on screen with no sign of the click. An Arabic
          page's links and routes live under /ar (decision 133). */}
      <BrowserRouter useTransitions={false} basename={languageBase(currentLanguage()) || '/'}>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
