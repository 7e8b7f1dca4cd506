import { useEffect } from 'react';
import { useSiteShop } from './useSiteShop';

function descriptionTag(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.appendChild(tag);
  return tag;
}

/** The page's title ('Store | Demo Solar Traders') and meta description. */
export function usePageMeta(title: string, description: string) {
  const { name } = useSiteShop();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : name;
    descriptionTag().content = description;
  }, [title, description, name]);
}
