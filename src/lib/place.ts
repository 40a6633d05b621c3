/** An ad's or member's place, one format everywhere: "São Paulo/SP", "Moema, São Paulo/SP". */
export function formatPlace(
  city: string | null | undefined,
  state: string | null | undefined,
  neighbourhood?: string | null,
) {
  const cityState = [city, state].filter(Boolean).join('/');
  return [neighbourhood, cityState].filter(Boolean).join(', ');
}
