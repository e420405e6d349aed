/**
 * Whether a value nests objects and lists deeper than `max`, found without recursion: JSON nested thousands deep
 * parses (JSON.parse takes it), but overflows the stack of any recursive walk after it, a schema's or
 * JSON.stringify's, with a RangeError that says nothing of the file.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    if (depth > max) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth });
  }
  return false;
}
