// The data layer: tRPC's client and React hooks, and TanStack Query (~21 KiB gzipped). Not in the
// first page's code (issue 36): main.tsx fetches it at once on the pages that need it, and the
// landing page after its first render. routes.tsx wraps every page but the landing in
// <DataProvider>, as the parts of the shell that need it do (lib/late.tsx); they all share one
// query cache and one client.
import { notifyManager, type QueryClient, QueryClientProvider, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import type { UserDto } from '../shared/dto';
import { setSession } from './lib/session';
import { createQueryClient, createTrpcClient, trpc } from './trpc';

export interface DataClients {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

let shared: DataClients | null = null;

/** The app's one query cache and tRPC client. */
export function sharedClients(): DataClients {
  shared ??= { queryClient: createQueryClient(), trpcClient: createTrpcClient() };
  return shared;
}

export function createClients(): DataClients {
  return { queryClient: createQueryClient(), trpcClient: createTrpcClient() };
}

let unbind: (() => void) | null = null;

/**
 * Keeps the session store (lib/session.ts) in step with the `auth.user` query of these clients,
 * the query every `trpc.auth.user` hook and `utils.auth.user` call shares. The last binding wins.
 */
export function bindSession(clients: DataClients): () => void {
  unbind?.();
  const observer = new QueryObserver<UserDto | null>(clients.queryClient, {
    queryKey: getQueryKey(trpc.auth.user, undefined, 'query'),
    queryFn: ({ signal }) => clients.trpcClient.auth.user.query(undefined, { signal }),
    retry: false,
  });
  // The last settled call got no answer from the server. A new try of a failed call (an observer
  // mounting, the network coming back) starts as 'pending' without data: until it settles the
  // device stays offline, so the remembered member stays on screen and no page falls back to its
  // loader (a running exam was remounted and lost its place).
  let offline = false;
  const push = (result: QueryObserverResult<UserDto | null>) => {
    const retrying = offline && result.isFetching && result.data === undefined;
    if (!retrying) offline = result.isError && !(result.error as { data?: unknown } | null)?.data;
    setSession({ data: result.data, isLoading: retrying ? false : result.isLoading, offline });
  };
  push(observer.getCurrentResult());
  // Through TanStack's scheduler, as useQuery's own components are: a sign-out's setData and its
  // navigation (auth-flows.ts) then reach React in the same render.
  const off = observer.subscribe(notifyManager.batchCalls(push));
  const current = () => {
    off();
    if (unbind === current) unbind = null;
  };
  unbind = current;
  return current;
}

/** The session of the app's shared clients (lib/session.ts starts it). */
export function startSession(): void {
  if (!unbind) bindSession(sharedClients());
}

/** tRPC's and TanStack Query's providers, on the shared clients unless given others (tests). */
export function DataProvider({ clients, children }: { clients?: DataClients; children: ReactNode }) {
  const { queryClient, trpcClient } = clients ?? sharedClients();
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** `Component` inside <DataProvider>. */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props kept
export function withData<C extends ComponentType<any>>(Component: C): C {
  const WithData = (props: ComponentProps<C>) => (
    <DataProvider>
      <Component {...props} />
    </DataProvider>
  );
  WithData.displayName = `WithData(${Component.displayName ?? Component.name})`;
  return WithData as unknown as C;
}
