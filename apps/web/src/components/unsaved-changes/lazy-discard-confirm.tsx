import { lazy, Suspense, type ComponentProps } from 'react';

// the shell asks seldom: the question (a Mantine modal) loads with the first unsaved change, not with the shell
const DiscardConfirm = lazy(() => import('./discard-confirm').then((m) => ({ default: m.DiscardConfirm })));

export const preloadDiscardConfirm = () => void import('./discard-confirm');

/** DiscardConfirm for the shell, out of its first download. */
export function LazyDiscardConfirm(props: ComponentProps<typeof DiscardConfirm>) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <DiscardConfirm {...props} />
    </Suspense>
  );
}
