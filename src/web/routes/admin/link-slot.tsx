import type { ReactNode } from 'react';

/** Stands in for a link while its sentence is translated; the link goes where the language puts it. */
export const LINK_SLOT = '\uE000';

/** A translated sentence with LINK_SLOT in it, the link put in its place: "by @maya", "on Sunset run". */
export function withLink(sentence: string, link: ReactNode): ReactNode {
  const [before, ...after] = sentence.split(LINK_SLOT);
  return (
    <>
      {before}
      {link}
      {after.join('')}
    </>
  );
}
