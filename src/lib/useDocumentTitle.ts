import { useEffect } from 'react';

/** Sets a pt-BR document title for the page: "<title> | Tribo". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | Tribo` : 'Tribo — serviços e classificados perto de você';
  }, [title]);
}
