import { ChevronRight, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { APPS_TEXT } from './apps-text.ts';

/** Edit Profile's way to Apps and tokens, shaped like the Account and security link above it. */
export function AppsLink() {
  return (
    <Link
      to="/settings/apps"
      className="flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900 px-4 py-3 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-pink-400"
    >
      <KeyRound aria-hidden="true" className="size-6 shrink-0 text-pink-400" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{APPS_TEXT.title}</span>
        <span className="block text-sm text-zinc-400">{APPS_TEXT.linkDetail}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-zinc-500" />
    </Link>
  );
}
