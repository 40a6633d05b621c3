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
    avatar: null,
    cover: null,
    created_at: '2026-01-02T10:00:00Z',
    my_membership: null,
    ...over,
  };
}

/** My membership as the API reports it. */
export const membership = (role = 'member', status = 'active') => ({ role, status, joined_at: '2026-01-05T10:00:00Z' });

/** One tribe as its page reads it: rules, owner, and what I may see and do. */
export const tribeDetail = (over: Record<string, unknown> = {}) =>
  tribeSummary({
    rules: 'Seja gentil.\nSó anúncios de pets.',
    owner: { id: 3, username: 'bia', first_name: 'Bia', avatar: null },
    updated_at: '2026-01-02T10:00:00Z',
    can_view_content: true,
    can_moderate: false,
    pending_members: 0,
    pending_ads: 0,
    ...over,
  });

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
    invited_by: null,
    joined_at: '2026-01-10T10:00:00Z',
    requested_at: '2026-01-10T10:00:00Z',
    ...over,
  };
}
