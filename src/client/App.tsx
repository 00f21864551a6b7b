import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import { AuthDialogProvider } from './components/AuthDialog/AuthDialogProvider';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
import { Footer } from './components/Footer/Footer';
import { NavBar } from './components/NavBar/NavBar';
import { PageLoader } from './components/PageLoader/PageLoader';
import { useAuth } from './hooks/useAuth';
import { pages, publicRoutes } from './routes';
import { theme } from './theme';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

/** '/' is the landing page for visitors (and while loading), the dashboard once signed in. */
function Home() {
  const { user } = useAuth();
  return user ? <pages.Dashboard /> : <pages.Landing />;
}

function Routes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      {publicRoutes.map(([path, Page]) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={pages.NotFound} />
    </Switch>
  );
}

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <Notifications limit={1} autoClose={5000} position="top-right" />
          <AuthDialogProvider>{children}</AuthDialogProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

export function App() {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <NavBar />
        <main id="main">
          <ErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Routes />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
      </Suspense>
    </AppProviders>
  );
}
