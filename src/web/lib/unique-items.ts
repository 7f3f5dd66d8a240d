/** Each item once, in page order: keys must not repeat even if two pages overlap. */
export function uniqueItems<T>(pages: T[][] | undefined, key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return (pages ?? []).flat().filter((item) => {
    if (seen.has(key(item))) return false;
    seen.add(key(item));
    return true;
  });
}
