import { useEffect } from 'react';

/** Each route sets its own document title and meta description, in the current language. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title.includes('Prépa Naturalisation') ? title : `${title} · Prépa Naturalisation`;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
