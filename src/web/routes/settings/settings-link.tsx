import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface SettingsLinkProps {
  to: string;
  icon: LucideIcon;
  title: string;
  detail: string;
}

/** Edit Profile's way to a settings page: a whole-row link, so it reads as a place to go, not a setting. */
export function SettingsLink({ to, icon: Icon, title, detail }: SettingsLinkProps) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900 px-4 py-3 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-pink-400"
    >
      <Icon aria-hidden="true" className="size-6 shrink-0 text-pink-400" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-zinc-400">{detail}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-zinc-500 rtl:-scale-x-100" />
    </Link>
  );
}
