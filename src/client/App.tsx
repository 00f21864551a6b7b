import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Switch, useLocation } from 'wouter';
import { AuthDialogProvider } from './components/AuthDialog/AuthDialogProvider';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
import { Footer } from './components/Footer/Footer';
import { BottomNav } from './components/NavBar/BottomNav';
import { NavBar } from './components/NavBar/NavBar';
import { PageLoader } from './components/PageLoader/PageLoader';
import { useUser } from './hooks/useAuth';
import { afterFirstRender } from './lib/first-render';
import { scrollToAnchor } from './lib/scroll';
import { directionOf, isLanguage } from './i18n';
import { pages, publicRoutes } from './routes';
import { lazyWithData } from './lib/late';
import { theme } from './theme';

const TOAST_LIMIT = 1;
// The default place; lib/toast.ts puts each toast at the top on phones (buttons sit at the bottom).
const TOAST_POSITION = 'bottom-right';
// The store takes toasts (lib/toast.ts) before the host below is mounted: same settings there.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }));
const Notifications = lazy(() => import('./components/Toasts/ToastHost'));

/** The toast host's code (≈ 6 KiB gzipped) loads with the first toast, not with the first page. */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const needed = useRef(false);
  if (notifications.length + queue.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} autoClose={5000} position={TOAST_POSITION} />
    </Suspense>
  );
}

const OfflineLayer = lazyWithData(() => import('./offline/OfflineLayer'));

/**
 * The service worker, the offline pack and banner, the update prompt (docs/offline.md): their
 * code loads once the page has loaded and the main thread is idle, never in the way of the first
 * page and its first input on a phone.
 */
function Offline() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let idle = 0;
    let cancelled = false;
    const go = () =>
      // After the first page is on screen too (its later sections hydrate in idle moments,
      // lib/hydrate-later.tsx): this layer's code and the data layer's never come before it.
      afterFirstRender(() => {
        if (cancelled) return;
        // Safari has no requestIdleCallback: half a second instead.
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(() => setLoaded(true), { timeout: 3000 }) : window.setTimeout(() => setLoaded(true), 500);
      });
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', go);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <OfflineLayer />
    </Suspense>
  );
}

/** '/' is the landing page for visitors (and while loading), the dashboard once signed in. */
function Home() {
  const user = useUser();
  return user ? <pages.Dashboard /> : <pages.Landing />;
}

/**
 * Every change of page starts at the top of the new page, or at its anchor for '/page#id'; the
 * browser would otherwise keep the previous page's scroll position. The first load keeps what
 * the browser does (it handles its own anchor).
 */
function ScrollOnRouteChange() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger: each new page scrolls
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
      return;
    }
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash) scrollToAnchor(hash);
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [location]);
  return null;
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

/**
 * Mantine's direction follows the interface language: right to left in Arabic (its components
 * mirror, `<html dir>` is kept in step for the CSS's logical properties).
 */
function DirectionFromLanguage({ language }: { language: string }) {
  const { setDirection } = useDirection();
  const wanted = directionOf(isLanguage(language) ? language : 'fr');
  // On a change of language only: setLanguage marks <html dir> at once, while i18next still loads
  // the new texts (language unchanged meanwhile); following the provider's dir here would undo it.
  useLayoutEffect(() => {
    setDirection(wanted);
  }, [wanted, setDirection]);
  return null;
}

/**
 * The providers of the whole app. Not the data layer's (tRPC, TanStack Query: src/client/data.tsx),
 * which wraps each page but the landing and the parts of the shell that need it (issue 36).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  // Mantine's own labels (the password field's show/hide button says "Toggle password
  // visibility") in the interface language, for every password field at once.
  const { t, i18n } = useTranslation('common', { useSuspense: false });
  const localizedTheme = useMemo(
    () =>
      // A plain theme entry (not PasswordInput.extend): the field's code stays out of the first
      // page's JavaScript, loaded with the forms that use it. A shallow copy, not
      // mergeThemeOverrides: its deep merge of the whole theme was a few ms of the first render
      // at a phone's speed, for one entry.
      ({
        ...theme,
        components: {
          ...theme.components,
          PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('togglePassword') } } },
        },
      }),
    // t is a new function when the language changes, so the labels follow it.
    [t],
  );
  return (
    <DirectionProvider initialDirection={directionOf(isLanguage(i18n.language) ? i18n.language : 'fr')}>
      <DirectionFromLanguage language={i18n.language} />
      {/* The theme's CSS variables and Mantine's global classes are a static stylesheet
          (mantine-theme.css, held equal to what MantineProvider would render by its test): not
          computed again on each render of the provider, among the first page's long tasks. */}
      <MantineProvider theme={localizedTheme} withCssVariables={false} withGlobalClasses={false}>
        <Toasts />
        <AuthDialogProvider>{children}</AuthDialogProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

/** Renders nothing; its effect runs once the first page (same Suspense boundary) is on screen. */
function PageReady({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

/** `onPageReady`: called once the first page has rendered, or hydrated (main.tsx). */
export function App({ onPageReady }: { onPageReady?: () => void } = {}) {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoader />}>
        <ScrollOnRouteChange />
        <NavBar />
        <Offline />
        <main id="main">
          <ErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Routes />
              <PageReady onReady={onPageReady} />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
        <BottomNav />
      </Suspense>
    </AppProviders>
  );
}
