/** The threaded reply form (SPEC §3.16): the parent reply id a form field holds (`bbp_reply_to`): a positive integer, else 0 (the topic itself). */
export function replyParent(value: string | null | undefined): number {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : 0;
}
