/** A bench's count setting from the environment (FED_FOLLOWERS=…): a positive whole number, else `fallback`. */
export function wholeSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}
