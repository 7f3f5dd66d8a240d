import { ChevronRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ACCOUNT_TEXT } from './account/account-text.ts';

/** Edit Profile's way to Account and security: a whole-row link, so it reads as a place to go, not a setting. */
export function AccountLink() {
  return (
    <Link
      to="/settings/account"
      className="flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900 px-4 py-3 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-pink-400"
    >
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-pink-400" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{ACCOUNT_TEXT.title}</span>
        <span className="block text-sm text-zinc-400">{ACCOUNT_TEXT.linkDetail}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-zinc-500" />
    </Link>
  );
}
