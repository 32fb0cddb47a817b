const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Orders lists the way people read them (case and accents aside), whatever the database collation. */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

export function byName<T extends { name: string }>(a: T, b: T): number {
  return compareNames(a.name, b.name);
}
