import { useEffect } from 'react';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Meta description and Open Graph tags for one ad (crawlers and link previews), at its address. */
export function useAdMeta(ad: { title: string; description: string; image?: string | null } | null) {
  useEffect(() => {
    if (!ad) return;
    const description = ad.description.replace(/\s+/g, ' ').slice(0, 160);
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', ad.title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', window.location.href);
    if (ad.image) setMeta('property', 'og:image', ad.image);
  }, [ad]);
}
