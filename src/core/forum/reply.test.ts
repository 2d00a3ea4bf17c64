import { describe, expect, it } from 'vitest';
import { moveFormCall } from './reply.ts';

describe('bbPress moveForm handler', () => {
  it('reads the element, the parent and the form of the inline handler bbPress prints', () => {
    expect(moveFormCall("return addReply.moveForm('post-12','12','new-reply-3','3');"))
      .toEqual({ below: 'post-12', parent: 12, respond: 'new-reply-3' });
    // A filtered add_below, and the handler without the topic argument.
    expect(moveFormCall("return addReply.moveForm( 'reply-9', '9', 'new-reply-3' );"))
      .toEqual({ below: 'reply-9', parent: 9, respond: 'new-reply-3' });
  });

  it('gives null for anything else', () => {
    expect(moveFormCall(null)).toBeNull();
    expect(moveFormCall('')).toBeNull();
    expect(moveFormCall('return false;')).toBeNull();
    expect(moveFormCall("return addReply.moveForm('post-x','x','new-reply-3','3');")).toBeNull();
  });
});
