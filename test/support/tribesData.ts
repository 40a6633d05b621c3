/** Test data builders for tribes as the tribes endpoints return them. */

/** One tribe of a list: public, open, in Curitiba/PR, 42 members, not mine. */
export function tribeSummary(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    slug: 'pet-lovers-curitiba',
    name: 'Pet lovers Curitiba',
    description: 'Quem cuida de bicho em Curitiba.',
    state_code: 'PR',
    city: 'Curitiba',
    category: null,
    visibility: 'public',
    join_policy: 'open',
    ad_policy: 'open',
    member_count: 42,
    avatar_url: null,
    cover_url: null,
    my_role: null,
    my_status: null,
    ...over,
  };
}

/** One tribe as its page reads it (rules included). */
export const tribeDetail = (over: Record<string, unknown> = {}) =>
  tribeSummary({ rules: 'Seja gentil.\nSó anúncios de pets.', ...over });

export const tribePage = (results: unknown[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

export function tribeMember(over: Record<string, unknown> = {}) {
  return {
    user: { id: 9, username: 'joao', first_name: 'João', avatar: null },
    role: 'member',
    status: 'active',
    join_answer: null,
    joined_at: '2026-01-10T10:00:00Z',
    ...over,
  };
}
