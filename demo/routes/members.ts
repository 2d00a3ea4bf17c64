/** `GET /wp-json/wc/v4/memberships/members`: the member directory's list call (SPEC §7.13). */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { listMemberships, MEMBERSHIP_STATUSES } from '../lib/members.ts';
import { errorJson, z, zodMessage } from '../lib/validate.ts';
import { checkRestNonce, rest } from './rest.ts';
import { t } from '../i18n/index.ts';

const commaList = z.string().max(500).transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean));

const membersQuery = z.object({
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  plan: commaList.pipe(z.array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'plan ids or slugs'))).optional(),
  status: commaList.pipe(z.array(z.enum(MEMBERSHIP_STATUSES))).optional(),
  search: z.string().max(200).optional(),
  customer_data: z.enum(['true', 'false', '1', '0']).optional(),
  wc_memberships_block: z.enum(['true', 'false', '1', '0']).optional(),
});

async function listMembers(c: Context<AppEnv>): Promise<Response> {
  const bad = checkRestNonce(c);
  if (bad) return bad;
  const parsed = membersQuery.safeParse(c.req.query());
  if (!parsed.success) return errorJson(c, 400, 'rest_invalid_param', t('Invalid parameter(s): %s', zodMessage(parsed.error)));
  const q = parsed.data;
  const { rows, total, totalPages } = listMemberships(c.get('state').db, {
    plan: q.plan, status: q.status, search: q.search, perPage: q.per_page, page: q.page,
  });
  const withCustomer = q.customer_data === 'true' || q.customer_data === '1';
  const data = rows.map(({ customer_data, ...rest }) => (withCustomer ? { ...rest, customer_data } : rest));
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(totalPages));
  return c.json(data);
}

rest.register('GET', '/wc/v4/memberships/members', listMembers);
