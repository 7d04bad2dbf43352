import type { AccessSubject } from '@portal/schema';
import { useMemo } from 'react';
import { useSession } from '../session/SessionProvider';
import { toAccessSubject } from './access-subject';

/** The signed-in user as the access tables see them, or null when signed out. */
export function useAccessSubject(): AccessSubject | null {
  const user = useSession()?.user;
  return useMemo(() => (user ? toAccessSubject(user) : null), [user]);
}
