import { iso, isoOrNull, json } from '../../lib/values';
import type { Report, ReportCase } from './reports.schemas';

// A report case as the moderation desk reads it, from the JSON columns of `casesById`.

/** The case as the desk shows it (a row of `casesById`). */
export function toCase(row: Record<string, unknown>): ReportCase {
  const ad = json<Record<string, unknown> | null>(row.ad);
  const owner = json<Record<string, unknown>>(row.owner);
  const reports = json<Array<Record<string, unknown>>>(row.reports);
  const history = json<Array<Record<string, unknown>>>(row.history);
  const conversation = json<Record<string, unknown> | null>(row.conversation);
  return {
    id: Number(row.id),
    status: row.status as ReportCase['status'],
    kind: ad ? 'ad' : conversation ? 'conversation' : 'profile',
    reporter_count: Number(row.reporter_count),
    created_at: iso(row.created_at),
    last_reported_at: iso(row.last_reported_at),
    resolution: (row.resolution as ReportCase['resolution']) ?? null,
    resolution_message: String(row.resolution_message ?? ''),
    resolved_at: isoOrNull(row.resolved_at),
    resolved_by: (row.resolved_by as string | null) ?? null,
    ad: ad
      ? {
          id: Number(ad.id),
          slug: String(ad.slug),
          title: String(ad.title),
          description: String(ad.description),
          status: String(ad.status),
          hidden: Boolean(ad.hidden),
          under_review: Boolean(ad.under_review),
          price_cents: ad.price_cents === null ? null : Number(ad.price_cents),
          city: String(ad.city),
          state_code: String(ad.state_code).trim(),
          image: (ad.image as string | null) ?? null,
          created_at: iso(ad.created_at),
        }
      : null,
    conversation: conversation ? toCaseConversation(conversation) : null,
    owner: {
      id: Number(owner.id),
      username: String(owner.username),
      first_name: String(owner.first_name ?? ''),
      email: String(owner.email),
      suspended: Boolean(owner.suspended),
      date_joined: iso(owner.date_joined),
    },
    reports: reports.map((x) => {
      const reporter = x.reporter as Record<string, unknown>;
      return {
        id: Number(x.id),
        reason: x.reason as Report['reason'],
        details: String(x.details),
        created_at: iso(x.created_at),
        reporter: {
          id: Number(reporter.id),
          username: String(reporter.username),
          first_name: String(reporter.first_name ?? ''),
        },
      };
    }),
    history: history.map((h) => ({
      action: String(h.action),
      reason: String(h.reason),
      actor: (h.actor as string | null) ?? null,
      created_at: iso(h.created_at),
    })),
  };
}

/** A reported conversation as the desk shows it (photos as their thumbnails). */
function toCaseConversation(c: Record<string, unknown>): NonNullable<ReportCase['conversation']> {
  const ad = c.ad as { slug: string; title: string } | null;
  return {
    id: Number(c.id),
    ad: ad ? { slug: String(ad.slug), title: String(ad.title) } : null,
    message_count: Number(c.message_count),
    messages: (c.messages as Array<Record<string, unknown>>).map((m) => ({
      id: Number(m.id),
      sender: (m.sender as string | null) ?? null,
      reported: Boolean(m.reported),
      text: String(m.text),
      images: (m.images as Array<{ variants: Record<string, string> }>).map(
        (i) => i.variants['320'] ?? Object.values(i.variants)[0] ?? '',
      ),
      flagged: Boolean(m.flagged),
      created_at: iso(m.created_at),
    })),
  };
}
