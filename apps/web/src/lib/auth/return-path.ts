import { z } from 'zod';

const ZReturnState = z.object({ returnTo: z.string() });

/** Only same-origin app paths are followed after sign-in, so a crafted state cannot redirect away. */
export function isSafeReturnPath(path: string): boolean {
  return (
    path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !path.startsWith('/callback')
  );
}

/** The path remembered in the sign-in request's state, or Home. */
export function returnPathFrom(state: unknown): string {
  const parsed = ZReturnState.safeParse(state);
  return parsed.success && isSafeReturnPath(parsed.data.returnTo) ? parsed.data.returnTo : '/';
}

export function currentPath(
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
