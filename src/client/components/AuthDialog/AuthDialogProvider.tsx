// One login/register dialog for the whole app: the navigation bar's buttons (and any page) open it
// with useAuthDialog().open('login' | 'register', onSuccess?). Its code loads on first opening.
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { UserDto } from '../../../shared/dto';
import { lazyWithData } from '../../lib/late';
import type { AuthTab } from './AuthDialog';

const AuthDialog = lazyWithData(() => import('./AuthDialog').then((m) => ({ default: m.AuthDialog })));

type OnSuccess = (user: UserDto, mode: AuthTab) => void;
interface AuthDialogApi {
  open: (tab?: AuthTab, onSuccess?: OnSuccess) => void;
  close: () => void;
}

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ opened: boolean; tab: AuthTab; onSuccess?: OnSuccess; mounted: boolean }>({
    opened: false,
    tab: 'login',
    mounted: false,
  });
  const open = useCallback((tab: AuthTab = 'login', onSuccess?: OnSuccess) => {
    setState({ opened: true, tab, onSuccess, mounted: true });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  const api = useMemo(() => ({ open, close }), [open, close]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {state.mounted && (
        <Suspense fallback={null}>
          <AuthDialog opened={state.opened} onClose={close} defaultTab={state.tab} onSuccess={state.onSuccess} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog needs <AuthDialogProvider> (App.tsx).');
  return api;
}
