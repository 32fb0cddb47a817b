// What `useId` of @mantine/hooks resolves to in the portal's build (vite-plugins.ts): React's own id,
// the same from the first render on. Mantine's swaps its first id for a random one in a layout effect,
// so every component that takes an id (the app shell, inputs, selects, popovers, tooltips) renders a
// second time right after mounting, synchronously: on Home that was one more 35 ms task at 4x CPU.
import { useId as useReactId } from 'react';

/** A stable id for the component: `staticId` when given, else one React derives from its place in the tree. */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
