/**
 * A row or card of a result list whose main link covers all of it: the link's ::after spans the row (which
 * must be `relative`), so a tap anywhere opens it, while buttons lifted with `relative z-10` stay pressable.
 */
export const stretchedLink =
  'truncate font-semibold after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-pink-400';

export const resultRow = 'relative flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/5';
