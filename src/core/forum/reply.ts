/** The threaded reply form (SPEC §3.16): the parent reply id a form field holds (`bbp_reply_to`): a positive integer, else 0 (the topic itself). */
export function replyParent(value: string | null | undefined): number {
  const n = Number((value ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** What bbPress's threaded Reply link hands its own script: `onclick="return addReply.moveForm('post-12','12','new-reply-3','3');"`. */
export interface MoveFormCall {
  /** Id of the element the form goes under (`{add_below}-{reply id}`). */
  below: string;
  /** The reply answered: the new `bbp_reply_to`. */
  parent: number;
  /** Id of the form's wrapper (`new-reply-{topic id}`). */
  respond: string;
}

const MOVE_FORM = /\baddReply\.moveForm\(\s*'([^']*)'\s*,\s*'([^']*)'\s*,\s*'([^']*)'/;

/** The arguments of bbPress's inline `addReply.moveForm(…)` handler, or null when the text is not one. */
export function moveFormCall(handler: string | null | undefined): MoveFormCall | null {
  const match = MOVE_FORM.exec(handler ?? '');
  if (!match) return null;
  const parent = replyParent(match[2]);
  return parent > 0 ? { below: match[1]!, parent, respond: match[3]! } : null;
}
