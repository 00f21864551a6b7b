import { trpc } from '../trpc';
import type { UserDto } from '../../shared/dto';

/** Auth state derives from the current-user call, which yields null when signed out. */
export function useAuth(): { user: UserDto | null; isLoading: boolean; isAuthenticated: boolean } {
  const query = trpc.auth.user.useQuery(undefined, { retry: false });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** 'Bonjour, {name}': first name, else the part of the email before the at sign. */
export function displayName(user: Pick<UserDto, 'firstName' | 'email'> | null | undefined, fallback = 'Candidat'): string {
  if (!user) return fallback;
  if (user.firstName?.trim()) return user.firstName.trim();
  const local = user.email?.split('@')[0];
  return local || fallback;
}
