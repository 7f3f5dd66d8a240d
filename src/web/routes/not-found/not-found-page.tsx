import { Link } from 'react-router';
import { NOT_FOUND_TEXT } from '../../../shared/messages.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** Spec §2: any path that is no screen of Popreel. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_TEXT.title);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-zinc-950 px-6 text-center text-zinc-100">
      <h1 className="text-7xl font-black text-pink-500">{NOT_FOUND_TEXT.code}</h1>
      <p className="text-xl text-zinc-300">{NOT_FOUND_TEXT.title}</p>
      <Link
        to="/"
        className="rounded text-pink-400 underline underline-offset-4 hover:text-pink-300 focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        {NOT_FOUND_TEXT.link}
      </Link>
    </main>
  );
}
