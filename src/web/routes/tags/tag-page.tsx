import { useQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { TAG_SORTS, type TagSort } from '../../../shared/search-types.ts';
import { ApiError } from '../../api/client.ts';
import { searchApi } from '../../api/search-api.ts';
import { searchKeys } from '../../api/search-keys.ts';
import { videoCountText } from '../../components/tags/tag-text.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { msg } from '../../i18n/i18n.ts';
import { tagHref, tagName } from '../../lib/hashtags.ts';
import { TagVideos } from './tag-videos.tsx';

/** The sort buttons' names (TAG_SORT_LABELS' English), translated where shown. */
const SORT_NAMES: Record<TagSort, string> = { popular: msg('Popular'), newest: msg('Newest') };

/** '1 video' / '12 videos'; a tag nobody has used yet has 0. */
function VideoCount({ name }: { name: string }) {
  const { t } = useTranslation('tags');
  const summary = useQuery({
    queryKey: searchKeys.tag(name),
    queryFn: ({ signal }) => searchApi.tag(name, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
  return (
    <QueryState
      query={summary}
      skeleton={<div aria-hidden="true" className="h-5 w-24 animate-pulse rounded bg-zinc-800" />}
      text={{ failed: t('Something went wrong. Try again.'), retry: t('Try again') }}
    >
      {(data) => <p data-testid="tag-video-count" className="text-zinc-300">{videoCountText(data.videoCount)}</p>}
    </QueryState>
  );
}

/** Popular (the default) or Newest, as two pressed/unpressed buttons; the choice is kept in the URL. */
function SortToggle({ sort, onSort }: { sort: TagSort; onSort: (sort: TagSort) => void }) {
  const { t } = useTranslation('tags');
  return (
    <div role="group" aria-label={t('Sort videos')} className="flex gap-2">
      {TAG_SORTS.map((option) => (
        <button key={option} type="button" aria-pressed={sort === option} onClick={() => onSort(option)} className={buttonClasses(sort === option ? 'primary' : 'secondary', 'sm')}>
          {t(SORT_NAMES[option])}
        </button>
      ))}
    </div>
  );
}

function NotATag() {
  const { t } = useTranslation('tags');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-black p-6 text-center text-zinc-100">
      <Hash aria-hidden="true" className="size-10 text-zinc-500" />
      <h1 className="text-2xl font-bold">{t('This is not a hashtag')}</h1>
      <ButtonLink to="/">{t('Back to Feed')}</ButtonLink>
    </main>
  );
}

/** A hashtag's page (issue 23), /tag/{name}: how many videos carry it, and those videos. */
export function TagPage() {
  const { t } = useTranslation('tags');
  const { name: written = '' } = useParams();
  const name = tagName(written);
  const [params, setParams] = useSearchParams();
  const sort: TagSort = params.get('sort') === 'newest' ? 'newest' : 'popular';
  useDocumentTitle(name ? `#${name}` : t('This is not a hashtag'));

  if (!name) return <NotATag />;
  // '#Dance' and 'DANCE' are the same tag: one address for it.
  if (written !== name) return <Navigate replace to={{ pathname: tagHref(name), search: params.toString() }} />;

  const onSort = (next: TagSort) => setParams(next === 'popular' ? {} : { sort: next }, { replace: true });
  return (
    <div className="min-h-dvh bg-black text-zinc-100">
      <PageHeader title={`#${name}`} back={{ to: '/', label: t('Back'), preferHistory: true }} wide />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <VideoCount name={name} />
          <SortToggle sort={sort} onSort={onSort} />
        </div>
        <TagVideos name={name} sort={sort} />
      </main>
    </div>
  );
}
