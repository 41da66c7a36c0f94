import '@fontsource/nunito/400.css';
import '@fontsource/nunito/600.css';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import './ui/theme.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { preloadWidgetViews } from '../widgets/views';
import { createQueryClient } from './api/queryClient';
import { screenKeys, screensApi } from './api/screens';
import { routes } from './routes';
import { SessionProvider } from './session/SessionContext';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

// A display opening its board fetches the viewer's code and the board while the session is being
// checked, rather than one after the other: on a slow TV each step in turn costs a visible second.
const viewing = /^\/view\/([^/]+)/.exec(window.location.pathname)?.[1];
if (viewing) {
  void import('./viewer/ViewerPage');
  void queryClient.prefetchQuery({
    queryKey: screenKeys.one(viewing),
    queryFn: () => screensApi.get(viewing),
  });
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
