// The session store follows the `auth.user` query (data.tsx). Offline, the call fails and the member
// remembered on the device stays signed in; a new try of the call (a component that mounts an
// observer of the query, the network coming back) must not drop them while it runs: the exam page
// showed its loader for that moment and its running exam lost its place (offline-exam.e2e).
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDto } from '../shared/dto';
import { bindSession, type DataClients } from './data';
import { getSession } from './lib/session';
import { createQueryClient } from './trpc';

const member = { id: 'u1', email: 'nadia@example.fr', firstName: 'Nadia' } as UserDto;

/** The auth call answers in turn with each of `answers` (a value, or an error to throw). */
function clientsAnswering(answers: (() => Promise<UserDto | null>)[]) {
  let calls = 0;
  const trpcClient = { auth: { user: { query: () => answers[Math.min(calls++, answers.length - 1)]!() } } };
  return { clients: { queryClient: createQueryClient(), trpcClient } as unknown as DataClients, calls: () => calls };
}

const noNetwork = () => Promise.reject(new TRPCClientError('Failed to fetch'));

let unbind: (() => void) | null = null;
afterEach(() => {
  unbind?.();
  unbind = null;
});

describe('the session store and the auth.user query', () => {
  it('stays offline (the remembered member on screen) while the call is tried again', async () => {
    let answer!: (user: UserDto | null) => void;
    const pending = () => new Promise<UserDto | null>((resolve) => (answer = resolve));
    const { clients, calls } = clientsAnswering([noNetwork, pending]);
    unbind = bindSession(clients);
    await expect.poll(() => getSession()).toMatchObject({ offline: true, isLoading: false });

    // Tried again: while it runs, still offline, still not loading.
    const again = clients.queryClient.refetchQueries();
    await expect.poll(calls).toBe(2);
    // The store hears the query through TanStack's scheduler (a timer): let it run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getSession()).toMatchObject({ offline: true, isLoading: false, data: undefined });

    // The server answers: the member it names, online.
    answer(member);
    await again;
    await expect.poll(() => getSession()).toEqual({ data: member, isLoading: false, offline: false });
  });

  it('a refused session (the server answered) is not offline', async () => {
    const refused = () => Promise.reject(TRPCClientError.from({ error: { message: 'no', code: -32001, data: { httpStatus: 401, code: 'UNAUTHORIZED' } } }));
    const { clients } = clientsAnswering([refused]);
    unbind = bindSession(clients);
    await expect.poll(() => getSession().isLoading).toBe(false);
    expect(getSession().offline).toBe(false);
  });
});
