import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** What the states read from a query: useQuery's and useInfiniteQuery's results have all of it. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data?: T;
  refetch: () => Promise<unknown>;
}

export interface QueryStateText {
  /** The spinner's label while the read is on its way: what a screen reader hears. */
  loading?: string;
  /** The failed read's message. */
  failed: string;
  /** The button that reads again ('Try again', or 'Retry' where a screen says so). */
  retry: string;
}

/**
 * Where the states sit: `page` is a screen's main content (roomy, a full-size button), `section` a list or a
 * part of a screen, `inline` a line in a card, a form or a dialog (the message and its button side by side),
 * `box` that line on a panel of its own (a settings section).
 */
export type QueryStateLook = 'page' | 'section' | 'inline' | 'box';

const FAILED: Record<QueryStateLook, string> = {
  page: 'flex flex-col items-center gap-4 py-16 text-center text-zinc-300',
  section: 'flex flex-col items-center gap-3 py-10 text-center text-zinc-300',
  inline: 'flex flex-wrap items-center gap-3 text-sm text-zinc-300',
  box: 'flex flex-wrap items-center justify-between gap-3 rounded-lg bg-zinc-900 px-3 py-2 text-sm text-zinc-300',
};
const LOADING: Record<QueryStateLook, string> = { page: 'py-16', section: 'py-10', inline: 'py-6', box: 'py-4' };

interface QueryStateProps<T> {
  /**
   * The read: its isPending, data and refetch, unless a prop below says otherwise. Its failure shows only
   * while it has no data: a failed refresh keeps what was shown.
   */
  query?: QueryLike<T>;
  /** Instead of the query's own: a list built from pages, a next page. */
  isPending?: boolean;
  isError?: boolean;
  /** The read answered with nothing to show: `empty` is shown. */
  isEmpty?: boolean;
  /** Instead of the query's refetch. */
  onRetry?: () => void;
  text: QueryStateText;
  look?: QueryStateLook;
  /** Added to the failure's box (a background, a full height, the space between message and button). */
  className?: string;
  /** The spinner's classes, where the look's padding does not fit. */
  loadingClassName?: string;
  /**
   * What is announced at once when the read fails: the whole box (message and button, the default), the
   * message alone, or nothing (where the screen already says it another way, a toast or its own region).
   */
  alert?: 'box' | 'message' | 'none';
  /** Shown while pending instead of the spinner: a skeleton of what is coming. */
  skeleton?: ReactNode;
  /** Shown when `isEmpty`. */
  empty?: ReactNode;
  /** What the read shows once it has answered; a function is given the query's data. */
  children?: ReactNode | ((data: T) => ReactNode);
}

/**
 * A read's loading, failed and empty states, and then its content (decision 062): a spinner (or skeleton)
 * while pending, the failure with a button that reads again, the empty state, or the children. The one way a
 * screen shows a read's states: no screen writes its own failure and "Try again".
 */
export function QueryState<T>({
  query,
  isPending = query?.isPending ?? false,
  isError = Boolean(query?.isError) && query?.data === undefined,
  isEmpty = false,
  onRetry = () => void query?.refetch(),
  text,
  look = 'section',
  className = '',
  loadingClassName = LOADING[look],
  alert = 'box',
  skeleton,
  empty = null,
  children,
}: QueryStateProps<T>) {
  if (isPending) return <>{skeleton ?? <Spinner label={text.loading} className={loadingClassName} />}</>;
  if (isError) {
    return (
      <div role={alert === 'box' ? 'alert' : undefined} className={`${FAILED[look]} ${className}`.trim()}>
        <p role={alert === 'message' ? 'alert' : undefined}>{text.failed}</p>
        <Button variant="secondary" size={look === 'page' ? 'md' : 'sm'} onClick={onRetry}>
          {text.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty) return <>{empty}</>;
  if (typeof children !== 'function') return <>{children}</>;
  return query?.data === undefined ? null : <>{children(query.data)}</>;
}
