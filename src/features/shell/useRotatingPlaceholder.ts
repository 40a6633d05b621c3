import { useEffect, useState } from 'react';
import { nextSuggestionIndex, PLACEHOLDER_ROTATION_MS } from './search';

/** One of `suggestions`, changed at random every `intervalMs`. */
export function useRotatingPlaceholder(suggestions: readonly string[], intervalMs = PLACEHOLDER_ROTATION_MS): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setIndex((i) => nextSuggestionIndex(i, suggestions.length)), intervalMs);
    return () => window.clearInterval(id);
  }, [suggestions.length, intervalMs]);
  return suggestions[index] ?? '';
}
