/** `GET /wp-json/wc/v4/memberships/members`: the member directory's list call (SPEC §7.13). */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { errorJson, z, zodMessage } from '../lib/validate.ts';
import { checkRestNonce, rest } from './rest.ts';

const STATUSES = ['active', 'complimentary', 'paused', 'expired', 'cancelled', 'pending'] as const;

const commaList = z.string().max(500).transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean));

const membersQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  plan: commaList.pipe(z.array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'plan ids or slugs'))).optional(),
  status: commaList.pipe(z.array(z.enum(STATUSES))).optional(),
  search: z.string().max(200).optional(),
  customer_data: z.enum(['true', 'false', '1', '0']).optional(),
  wc_memberships_block: z.enum(['true', 'false', '1', '0']).optional(),
});

async function listMembers(c: Context<AppEnv>): Promise<Response> {
  const bad = checkRestNonce(c);
  if (bad) return bad;
  const parsed = membersQuery.safeParse(c.req.query());
  if (!parsed.success) return errorJson(c, 400, 'rest_invalid_param', `Invalid parameter(s): ${zodMessage(parsed.error)}`);
  const q = parsed.data;
  const { db } = c.get('state');
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
    ORDER BY m.last_name, m.first_name, ms.id LIMIT ? OFFSET ?`).all(...params, q.per_page, (q.page - 1) * q.per_page) as Array<{
      membership_id: number; status: string; id: number; first_name: string; last_name: string; bio: string; email: string;
      phone: string; address: string; avatar: string; plan_name: string;
    }>;
  const fieldStmt = db.prepare('SELECT f.slug, f.name, v.value FROM profile_field_values v JOIN profile_fields f ON f.slug = v.slug WHERE v.member_id = ? ORDER BY f.position');
  const withCustomer = q.customer_data === 'true' || q.customer_data === '1';
  const data = rows.map((r) => ({
    id: r.membership_id,
    customer_id: r.id,
    plan_name: r.plan_name,
    status: r.status,
    ...(withCustomer ? {
      customer_data: { avatar: r.avatar, first_name: r.first_name, last_name: r.last_name, bio: r.bio, user_email: r.email, phone: r.phone, address: r.address },
    } : {}),
    profile_fields: fieldStmt.all(r.id) as Array<{ slug: string; name: string; value: string }>,
  }));
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(Math.ceil(total / q.per_page)));
  return c.json(data);
}

rest.register('GET', '/wc/v4/memberships/members', listMembers);
