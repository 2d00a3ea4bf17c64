import { describe, expect, it } from 'vitest';
import { parseBody } from './http.ts';
import { InvalidBodyError } from './errors.ts';
import { membersSchema } from './member-directory.ts';

describe('membersSchema (§3.14)', () => {
  it('reads members, turning missing or null text into empty text and choice lists into text', () => {
    const body = JSON.stringify([
      {
        id: 9, plan_name: 'Gold',
        customer_data: { avatar: null, first_name: 'Ann', last_name: 'Lee', bio: '<b>x</b>', user_email: 'a@x.test', phone: 5550101 },
        profile_fields: [{ slug: 'colours', name: 'Colours', value: ['red', 'blue'] }, { slug: 'age', name: 'Age', value: null }],
      },
      { plan_name: null },
    ]);
    expect(parseBody('/members', body, membersSchema)).toEqual([
      {
        plan_name: 'Gold',
        customer_data: { avatar: '', first_name: 'Ann', last_name: 'Lee', bio: '<b>x</b>', user_email: 'a@x.test', phone: '5550101', address: '' },
        profile_fields: [{ slug: 'colours', name: 'Colours', value: 'red, blue' }, { slug: 'age', name: 'Age', value: '' }],
      },
      {
        plan_name: '',
        customer_data: { avatar: '', first_name: '', last_name: '', bio: '', user_email: '', phone: '', address: '' },
        profile_fields: [],
      },
    ]);
  });

  it('refuses a body that is not a list of members', () => {
    expect(() => parseBody('/members', '{"code":"rest_forbidden"}', membersSchema)).toThrow(InvalidBodyError);
    expect(() => parseBody('/members', '[{"customer_data":{"first_name":{"a":1}}}]', membersSchema)).toThrow(InvalidBodyError);
    expect(() => parseBody('/members', '', membersSchema)).toThrow(InvalidBodyError);
  });
});
