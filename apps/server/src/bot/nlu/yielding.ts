/**
 * Long work (training, indexing) is written as generators that yield between chunks of a few
 * milliseconds; these run one to the end at once, or giving the event loop its turn at each yield.
 */
export function runToEnd<T>(run: Generator<void, T>): T {
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

export async function runYielding<T>(run: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
