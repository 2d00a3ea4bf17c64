/**
 * The member directory's list call (SPEC §7.13): GET `{rest_url}wc/v4/memberships/members` with the
 * REST nonce header; the answer is the array of members (§3.14) and the paging headers.
 */
import * as z from 'zod/mini';
import { totalPagesFrom, type Member } from '../core/member-directory/index.ts';
import { registerCall } from './calls.ts';
import { parseBody, requestText } from './http.ts';

export const MEMBERS_ROUTE = 'wc/v4/memberships/members';

/** A text field the platform may leave out or send as null (an empty profile). */
const text = z.pipe(z.optional(z.nullable(z.union([z.string(), z.number()]))), z.transform((v) => (v == null ? '' : String(v))));
/** A profile field's value: text, a number, or a list of choices. */
const fieldValue = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]))),
  z.transform((v) => (v == null || v === false ? '' : Array.isArray(v) ? v.join(', ') : String(v))),
);

const memberSchema: z.ZodMiniType<Member> = z.pipe(
  z.object({
    customer_data: z.optional(z.nullable(z.object({
      avatar: text, first_name: text, last_name: text, bio: text, user_email: text, phone: text, address: text,
    }))),
    plan_name: text,
    profile_fields: z.optional(z.nullable(z.array(z.object({ slug: text, name: text, value: fieldValue })))),
  }),
  z.transform((m) => ({
    customer_data: m.customer_data ?? { avatar: '', first_name: '', last_name: '', bio: '', user_email: '', phone: '', address: '' },
    plan_name: m.plan_name,
    profile_fields: m.profile_fields ?? [],
  })),
);

export const membersSchema = z.array(memberSchema);

export interface MembersPage {
  members: Member[];
  /** x-wp-total, when the server sent it. */
  total: number | null;
  /** x-wp-totalpages: drives pagination. */
  totalPages: number;
}

registerCall({
  name: 'memberships_members',
  transport: 'rest',
  endpoint: 'rest',
  spec: '§7.13',
  elements: ['member-directory'],
  onFailure: 'written to the console only; the list shown before stays and can still be used (§8)',
});

/** §7.13: one page of members for `query` (customer_data, per_page, wc_memberships_block, plan, status, search, page). */
export async function listMembers(restUrl: string, nonce: string, query: Record<string, string>, signal?: AbortSignal): Promise<MembersPage> {
  const base = restUrl.endsWith('/') ? restUrl : `${restUrl}/`;
  const url = new URL(`${base}${MEMBERS_ROUTE}`, location.href);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const href = url.toString();
  const response = await requestText(href, { headers: { 'X-WP-Nonce': nonce }, signal, ownOriginOnly: 'the REST nonce' });
  const members = parseBody(href, response.text, membersSchema);
  const totalHeader = response.headers.get('x-wp-total');
  const total = totalHeader !== null && /^\d+$/.test(totalHeader.trim()) ? Number(totalHeader) : null;
  const page = Number(query.page) || 1;
  const perPage = Number(query.per_page) || members.length || 1;
  return { members, total, totalPages: totalPagesFrom(response.headers.get('x-wp-totalpages'), totalHeader, perPage, page, members.length) };
}
