import { useId as mantineUseId } from '@mantine/hooks';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mantineStableIds } from '../../vite-plugins';
import { useId } from './mantine-use-id';

type TUseId = (staticId?: string) => string;

/** renders a component taking an id from `hook`; returns the ids of each render */
function idsOf(hook: TUseId, staticId?: string) {
  const ids: string[] = [];
  let rerender: () => void = () => undefined;
  function Probe() {
    const [, setCount] = useState(0);
    rerender = () => setCount((count) => count + 1);
    ids.push(hook(staticId));
    return null;
  }
  render(<Probe />);
  return { ids, rerender };
}

describe("the portal's useId for Mantine", () => {
  it('renders a component once on mount, where the id of @mantine/hooks renders it twice', () => {
    expect(idsOf(mantineUseId).ids).toHaveLength(2);
    expect(idsOf(useId).ids).toHaveLength(1);
  });

  it('keeps the same id across renders and gives each component its own', () => {
    const first = idsOf(useId);
    first.rerender();
    const second = idsOf(useId);
    expect(first.ids[0]).toMatch(/^mantine-[\w-]+$/);
    expect(new Set(first.ids).size).toBe(1);
    expect(second.ids[0]).not.toBe(first.ids[0]);
  });

  it('returns the id it is given', () => {
    expect(idsOf(useId, 'period-range').ids).toEqual(['period-range']);
  });

  it('is what the build resolves the hook of @mantine/hooks to, and nothing else', () => {
    const plugin = mantineStableIds();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('./use-id/use-id.mjs', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toMatch(
      /src[\\/]lib[\\/]mantine-use-id\.ts$/,
    );
    expect(resolve('./use-id/use-id.mjs', '/app/src/somewhere.ts')).toBeNull();
    expect(resolve('react', '/app/node_modules/@mantine/hooks/esm/index.mjs')).toBeNull();
  });
});
