/**
 * The member directory's data (SPEC §3.14): one page of memberships with their members, as the
 * list call answers it and as the directory page prints its first page without JavaScript.
 */
import type { DB } from '../db/index.ts';

export const MEMBERSHIP_STATUSES = ['active', 'complimentary', 'paused', 'expired', 'cancelled', 'pending', 'free_trial'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The platform's labels of the statuses (wc_memberships_get_user_membership_statuses). */
export const STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active', complimentary: 'Complimentary', paused: 'Paused', expired: 'Expired', cancelled: 'Cancelled', pending: 'Pending Cancellation', free_trial: 'Free Trial',
};

export interface MembersFilter {
  /** Plan ids or slugs. */
  plan?: string[];
  status?: MembershipStatus[];
  search?: string;
  perPage: number;
  page: number;
}

export interface MemberRow {
  id: number;
  customer_id: number;
  plan_name: string;
  status: string;
  customer_data: { avatar: string; first_name: string; last_name: string; bio: string; user_email: string; phone: string; address: string };
  profile_fields: Array<{ slug: string; name: string; value: string }>;
}

export function listMemberships(db: DB, q: MembersFilter): { rows: MemberRow[]; total: number; totalPages: number } {
  const where: string[] = [];
  const params: Array<string | number> = [];
  if (q.plan?.length) {
    where.push(`(CAST(pl.id AS TEXT) IN (${q.plan.map(() => '?').join(',')}) OR pl.slug IN (${q.plan.map(() => '?').join(',')}))`);
    params.push(...q.plan, ...q.plan);
  }
  if (q.status?.length) {
    where.push(`ms.status IN (${q.status.map(() => '?').join(',')})`);
    params.push(...q.status);
  }
  if (q.search) {
    where.push("(m.first_name || ' ' || m.last_name LIKE ? ESCAPE '\\' OR m.email LIKE ? ESCAPE '\\')");
    const like = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    params.push(like, like);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const from = 'FROM memberships ms JOIN members m ON m.id = ms.member_id JOIN membership_plans pl ON pl.id = ms.plan_id';
  const total = (db.prepare(`SELECT COUNT(*) AS n ${from} ${clause}`).get(...params) as { n: number }).n;
  const rows = db.prepare(`SELECT ms.id AS membership_id, ms.status, m.*, pl.name AS plan_name ${from} ${clause}
    ORDER BY m.last_name, m.first_name, ms.id LIMIT ? OFFSET ?`).all(...params, q.perPage, (q.page - 1) * q.perPage) as Array<{
      membership_id: number; status: string; id: number; first_name: string; last_name: string; bio: string; email: string;
      phone: string; address: string; avatar: string; plan_name: string;
    }>;
  const fieldStmt = db.prepare('SELECT f.slug, f.name, v.value FROM profile_field_values v JOIN profile_fields f ON f.slug = v.slug WHERE v.member_id = ? ORDER BY f.position');
  return {
    total,
    totalPages: Math.ceil(total / q.perPage),
    rows: rows.map((r) => ({
      id: r.membership_id,
      customer_id: r.id,
      plan_name: r.plan_name,
      status: r.status,
      customer_data: { avatar: r.avatar, first_name: r.first_name, last_name: r.last_name, bio: r.bio, user_email: r.email, phone: r.phone, address: r.address },
      profile_fields: fieldStmt.all(r.id) as Array<{ slug: string; name: string; value: string }>,
    })),
  };
}
