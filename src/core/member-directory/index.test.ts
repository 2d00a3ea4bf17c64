import { describe, expect, it } from 'vitest';
import {
  cardLines,
  DEFAULT_DIRECTORY_KEYWORDS,
  DEFAULT_DIRECTORY_SETTINGS,
  emptyMessage,
  fillText,
  INITIAL_STATE,
  membersQuery,
  orderedProfileFields,
  pageAfter,
  paginationView,
  parseDirectoryKeywords,
  parseDirectorySettings,
  readDirectoryState,
  resultsMessage,
  sameState,
  totalPagesFrom,
  writeDirectoryState,
  type Member,
} from './index.ts';

describe('parseDirectorySettings (§3.15)', () => {
  it('reads the block JSON as the platform prints it; plan ids become strings', () => {
    const { value, problems } = parseDirectorySettings(JSON.stringify({
      membershipPlans: [1, 2], membershipStatus: ['active'], perPage: 6, avatar: false, avatarSize: 48,
      showBio: false, showEmail: true, showPhone: '1', showAddress: 0, profileFields: ['company'], columns: 3, align: 'wide',
    }));
    expect(problems).toEqual([]);
    expect(value).toEqual({
      membershipPlans: ['1', '2'], membershipStatus: ['active'], perPage: 6, avatar: false, avatarSize: 48,
      showBio: false, showEmail: true, showPhone: true, showAddress: false, profileFields: ['company'],
    });
  });

  it('keeps the platform defaults for missing fields', () => {
    expect(parseDirectorySettings('{}')).toEqual({ value: DEFAULT_DIRECTORY_SETTINGS, problems: [] });
  });

  it('names each bad field and uses its default, keeping the good ones', () => {
    const { value, problems } = parseDirectorySettings('{"perPage":"lots","avatar":"maybe","avatarSize":32,"membershipPlans":"gold"}');
    expect(value.perPage).toBe(8);
    expect(value.avatar).toBe(true);
    expect(value.avatarSize).toBe(32);
    expect(value.membershipPlans).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/perPage/);
    expect(problems.join('\n')).toMatch(/avatar\b/);
    expect(problems.join('\n')).toMatch(/membershipPlans/);
  });

  it('falls back to the defaults for invalid JSON, a non-object or nothing, and says so', () => {
    for (const text of ['{oops', '[1]', null, '']) {
      const { value, problems } = parseDirectorySettings(text);
      expect(value).toEqual(DEFAULT_DIRECTORY_SETTINGS);
      expect(problems).toHaveLength(1);
    }
  });

  it('refuses a page size of 0 or above the REST limit of 100', () => {
    expect(parseDirectorySettings('{"perPage":0}').value.perPage).toBe(8);
    expect(parseDirectorySettings('{"perPage":101}').value.perPage).toBe(8);
    expect(parseDirectorySettings('{"perPage":100}').value.perPage).toBe(100);
  });
});

describe('parseDirectoryKeywords', () => {
  it('puts known texts over the English ones and reports the rest', () => {
    const { value, problems } = parseDirectoryKeywords({ plan: 'Abo', search_not_found: 'Keine Treffer', email: 5, other: 'x' });
    expect(value.plan).toBe('Abo');
    expect(value.search_not_found).toBe('Keine Treffer');
    expect(value.email).toBe('Email');
    expect(problems).toEqual([expect.stringMatching(/^email should be text/)]);
    expect(parseDirectoryKeywords('words').problems).toHaveLength(1);
    expect(parseDirectoryKeywords(undefined)).toEqual({ value: DEFAULT_DIRECTORY_KEYWORDS, problems: [] });
  });
});

describe('URL state (§2.8, §9.3)', () => {
  it('reads search, comma lists and page under the wcm_dir_ prefix', () => {
    expect(readDirectoryState('?wcm_dir_search=ann%20lee&wcm_dir_plan=1,2&wcm_dir_status=active&wcm_dir_page=3&other=1')).toEqual({
      search: 'ann lee', plans: ['1', '2'], statuses: ['active'], page: 3,
    });
  });

  it('reads page 1 for a missing, zero, negative or fractional page, and drops empty list items', () => {
    for (const page of ['', '0', '-2', '1.5', 'x']) expect(readDirectoryState(`wcm_dir_page=${page}`).page).toBe(1);
    expect(readDirectoryState('wcm_dir_plan=,1,,2,').plans).toEqual(['1', '2']);
  });

  it('reads only its own prefix', () => {
    const query = 'wcm_dir_search=a&wcm_dir2_search=b&wcm_dir2_page=2';
    expect(readDirectoryState(query).search).toBe('a');
    expect(readDirectoryState(query, 'wcm_dir2_')).toEqual({ search: 'b', plans: [], statuses: [], page: 2 });
  });

  it('writes every parameter at once, removes empty ones and page 1, keeps the others in place', () => {
    const query = writeDirectoryState('?lang=de&wcm_dir_page=4&wcm_dir_search=old', { search: 'ann', plans: ['1', '3'], statuses: [], page: 1 });
    expect(query).toBe('lang=de&wcm_dir_search=ann&wcm_dir_plan=1%2C3');
    expect(readDirectoryState(query)).toEqual({ search: 'ann', plans: ['1', '3'], statuses: [], page: 1 });
    expect(writeDirectoryState('', { ...INITIAL_STATE, page: 2 })).toBe('wcm_dir_page=2');
    expect(writeDirectoryState('wcm_dir_search=x', INITIAL_STATE)).toBe('');
  });

  it('round-trips search text with separators and markup', () => {
    const state = { search: 'a&b=c <b>#?', plans: [], statuses: ['paused'], page: 7 };
    expect(readDirectoryState(writeDirectoryState('x=1', state, 'wcm_dir2_'), 'wcm_dir2_')).toEqual(state);
  });

  it('compares states by value', () => {
    expect(sameState({ search: 'a', plans: ['1'], statuses: [], page: 2 }, { search: 'a', plans: ['1'], statuses: [], page: 2 })).toBe(true);
    expect(sameState(INITIAL_STATE, { ...INITIAL_STATE, page: 2 })).toBe(false);
    expect(sameState(INITIAL_STATE, { ...INITIAL_STATE, plans: ['1'] })).toBe(false);
  });
});

describe('membersQuery (§7.13, §5.11)', () => {
  const block = { ...DEFAULT_DIRECTORY_SETTINGS, membershipPlans: ['1', '2'], membershipStatus: ['active'], perPage: 6 };

  it('always asks for customer data, the block page size and the block flag, and the page', () => {
    expect(membersQuery(DEFAULT_DIRECTORY_SETTINGS, INITIAL_STATE)).toEqual({
      customer_data: 'true', per_page: '8', wc_memberships_block: 'true', page: '1',
    });
  });

  it("uses the block's plans and statuses when the visitor chose none", () => {
    expect(membersQuery(block, { ...INITIAL_STATE, page: 3 })).toEqual({
      customer_data: 'true', per_page: '6', wc_memberships_block: 'true', plan: '1,2', status: 'active', page: '3',
    });
  });

  it("replaces the block's plans and statuses with the visitor's, and adds the search", () => {
    expect(membersQuery(block, { search: 'lee', plans: ['2'], statuses: ['paused', 'expired'], page: 1 })).toEqual({
      customer_data: 'true', per_page: '6', wc_memberships_block: 'true', plan: '2', status: 'paused,expired', search: 'lee', page: '1',
    });
  });
});

describe('paginationView (§4.22)', () => {
  it('hides everything when there are no pages', () => {
    expect(paginationView(1, 0)).toEqual({ shown: false, previous: false, next: false });
  });
  it('hides Previous on page 1 and Next at or above the total', () => {
    expect(paginationView(1, 1)).toEqual({ shown: true, previous: false, next: false });
    expect(paginationView(1, 3)).toEqual({ shown: true, previous: false, next: true });
    expect(paginationView(2, 3)).toEqual({ shown: true, previous: true, next: true });
    expect(paginationView(3, 3)).toEqual({ shown: true, previous: true, next: false });
    expect(paginationView(5, 3)).toEqual({ shown: true, previous: true, next: false });
  });
});

describe('emptyMessage (§8)', () => {
  const words = DEFAULT_DIRECTORY_KEYWORDS;
  it("says 'search not found' when anything narrows the list", () => {
    expect(emptyMessage({ ...INITIAL_STATE, search: 'x' }, words)).toBe(words.search_not_found);
    expect(emptyMessage({ ...INITIAL_STATE, plans: ['1'] }, words)).toBe(words.search_not_found);
    expect(emptyMessage({ ...INITIAL_STATE, statuses: ['active'] }, words)).toBe(words.search_not_found);
  });
  it("says 'results not found' without a filter, whatever the page", () => {
    expect(emptyMessage({ ...INITIAL_STATE, page: 4 }, words)).toBe(words.results_not_found);
  });
});

describe('cardLines (§2.8)', () => {
  const member: Member = {
    customer_data: { avatar: '', first_name: 'Ann', last_name: 'Lee', bio: '', user_email: 'ann@example.test', phone: '', address: '1 Road' },
    plan_name: 'Gold',
    profile_fields: [
      { slug: 'motto', name: 'Motto', value: '<b>bold</b>' },
      { slug: 'company', name: 'Company', value: '' },
      { slug: 'website', name: 'Website', value: 'https://x.test' },
    ],
  };

  it('shows the plan, then contact lines the block shows and the member has, then chosen profile fields with a value', () => {
    const settings = { ...DEFAULT_DIRECTORY_SETTINGS, showAddress: false, profileFields: ['motto', 'company'] };
    expect(cardLines(member, settings, DEFAULT_DIRECTORY_KEYWORDS)).toEqual([
      { className: 'info-box', label: 'Plan', value: 'Gold' },
      { className: 'info-box', label: 'Email', value: 'ann@example.test' },
      { className: 'info-box profile-fields', label: 'Motto', value: '<b>bold</b>' },
    ]);
  });

  it("lists the profile fields in the block's configured order, not the answer's", () => {
    const settings = { ...DEFAULT_DIRECTORY_SETTINGS, showEmail: false, showAddress: false, profileFields: ['website', 'company', 'motto'] };
    expect(cardLines(member, settings, DEFAULT_DIRECTORY_KEYWORDS).map((line) => line.label)).toEqual(['Plan', 'Website', 'Motto']);
  });
});

describe('orderedProfileFields', () => {
  const fields = [
    { slug: 'company', name: 'Company', value: 'Lee & Co' },
    { slug: 'website', name: 'Website', value: 'https://x.test' },
    { slug: 'colour', name: 'Colour', value: '' },
    { slug: 'motto', name: 'Motto', value: 'Onward' },
  ];
  const slugs = (list: Array<{ slug: string }>) => list.map((f) => f.slug);

  it('follows the configured order and leaves out fields not configured or without a value', () => {
    expect(slugs(orderedProfileFields(fields, ['motto', 'colour', 'company']))).toEqual(['motto', 'company']);
  });

  it('ignores configured slugs the member has no answer for, and a slug configured twice', () => {
    expect(slugs(orderedProfileFields(fields, ['unknown', 'website', 'website', 'company']))).toEqual(['website', 'company']);
    expect(orderedProfileFields(fields, [])).toEqual([]);
  });
});

describe('totalPagesFrom', () => {
  it('prefers x-wp-totalpages, else works it out from x-wp-total', () => {
    expect(totalPagesFrom('4', '40', 10, 1, 10)).toBe(4);
    expect(totalPagesFrom('0', '0', 10, 1, 0)).toBe(0);
    expect(totalPagesFrom(null, '41', 10, 1, 10)).toBe(5);
    expect(totalPagesFrom('junk', null, 10, 3, 10)).toBe(3);
    expect(totalPagesFrom(null, null, 10, 1, 0)).toBe(0);
  });
});

describe('fillText', () => {
  it('fills numbered and plain placeholders', () => {
    expect(fillText('%1$s members, page %2$s of %3$s', 40, 2, 4)).toBe('40 members, page 2 of 4');
    expect(fillText('Photo of %s', 'Ann')).toBe('Photo of Ann');
  });
});

describe('pageAfter (§4.22)', () => {
  it('goes forward only below the page count and back only above page 1', () => {
    expect(pageAfter('next', 1, 3)).toBe(2);
    expect(pageAfter('next', 3, 3)).toBeNull();
    expect(pageAfter('next', 1, 0)).toBeNull();
    expect(pageAfter('previous', 2, 3)).toBe(1);
    expect(pageAfter('previous', 1, 3)).toBeNull();
  });
});

describe('resultsMessage (§2.8)', () => {
  const keywords = DEFAULT_DIRECTORY_KEYWORDS;
  it('tells the total, the page and the page count; the empty message when nothing came', () => {
    const state = { search: '', plans: [], statuses: [], page: 2 };
    expect(resultsMessage(state, 8, 20, 3, keywords)).toBe('Members found: 20. Page 2 of 3.');
    expect(resultsMessage(state, 8, null, 3, keywords)).toBe('Members found: 8. Page 2 of 3.');
    expect(resultsMessage(state, 0, 0, 0, keywords)).toBe(keywords.results_not_found);
    expect(resultsMessage({ ...state, search: 'x' }, 0, 0, 0, keywords)).toBe(keywords.search_not_found);
  });
});
