/**
 * Where a worker thread's entry module is: built, `<name>.js` beside the chunk that starts it
 * (scripts/build.mjs puts it there); from the sources (tsx, Vitest), `<name>.ts`, which the thread
 * loads after registering the TypeScript loader itself, as Node 20 does not pass it on to workers.
 * `from` is the starting module's `import.meta.url`.
 */
export function workerEntry(name: string, from: string): URL {
  if (!from.endsWith('.ts')) return new URL(`./${name}.js`, from);
  const source = new URL(`./${name}.ts`, from).href;
  return new URL(
    `data:text/javascript,${encodeURIComponent(
      `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(source)});`,
    )}`,
  );
}
