import { useEffect, useState } from 'react';

/**
 * A blob: URL for a file while the component shows it, revoked when the file changes or the component
 * goes, so recorded clips and crops do not pile up in memory over several tries.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
