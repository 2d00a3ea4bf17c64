/**
 * The framework-free logic of the product table (SPEC §2.7, §3.9–§3.13, §4.14–§4.20, §5.7, §5.9, §9.2):
 * URL state, devices, instant sort, instant search and filter rules. Plain data in, plain data out.
 */
export * from './query.ts';
export * from './url-state.ts';
export * from './device.ts';
export * from './sort.ts';
export * from './search.ts';
export * from './filters.ts';
