import { useId } from 'react';
import { Check, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { IMPORT_REASONS } from '../../../../shared/video-import.ts';
import type { ImportItem, ImportSource } from '../../../api/imports-api.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { calendarDate } from '../../../lib/format.ts';

/** A video may be picked while it is only listed, or again after it failed. */
export const isPickable = (item: ImportItem) => item.status === 'listed' || item.status === 'failed';

function ItemState({ item, userId }: { item: ImportItem; userId: string }) {
  const { t } = useTranslation('settings');
  switch (item.status) {
    case 'listed':
      return null;
    case 'queued':
      return (
        <span className="inline-flex items-center gap-1 text-xs text-zinc-300">
          <LoaderCircle aria-hidden="true" className="size-3 animate-spin text-pink-500 motion-reduce:animate-none" />
          {t('Importing…')}
        </span>
      );
    case 'imported':
      return (
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-emerald-300">
          <span className="inline-flex items-center gap-1">
            <Check aria-hidden="true" className="size-3" />
            {t('Imported as a draft')}
          </span>
          <Link to={`/profile/${userId}?tab=drafts`} className="font-semibold text-pink-300 underline underline-offset-2 hover:text-pink-200 focus-visible:outline-2 focus-visible:outline-pink-400">
            {t('Open drafts')}
          </Link>
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex items-center gap-1 text-xs text-red-300">
          <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
          {t(IMPORT_REASONS[item.reason ?? 'failed'])}
        </span>
      );
  }
}

interface ImportVideoRowProps {
  source: ImportSource;
  item: ImportItem;
  userId: string;
  picked: boolean;
  onPick: (id: string, picked: boolean) => void;
}

/** One video of the export: a checkbox named by its caption, the date it was first posted, and how it stands here. */
export function ImportVideoRow({ source, item, userId, picked, onPick }: ImportVideoRowProps) {
  const { t } = useTranslation('settings');
  const checkboxId = useId();
  const caption = item.caption.trim() || t('No caption');
  const pickable = isPickable(item);
  return (
    <li className={`flex items-start gap-3 rounded-xl p-3 ${item.status === 'failed' ? 'bg-red-950/40 ring-1 ring-red-900/60' : 'bg-zinc-900'}`} data-item-id={item.id}>
      <input
        id={checkboxId}
        type="checkbox"
        checked={pickable && picked}
        disabled={!pickable}
        onChange={(event) => onPick(item.id, event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-pink-600 disabled:opacity-40"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={checkboxId} className={`line-clamp-2 break-words text-sm ${pickable ? 'cursor-pointer text-zinc-100' : 'text-zinc-300'}`}>
          {caption}
        </label>
        {item.postedAt ? (
          <p className="text-xs text-zinc-400">
            {source !== 'tiktok' ? t('First posted {{date}}', { date: calendarDate(item.postedAt) }) : t('Posted on TikTok {{date}}', { date: calendarDate(item.postedAt) })}
          </p>
        ) : null}
        <ItemState item={item} userId={userId} />
      </div>
    </li>
  );
}
