/**
 * The library's version, as in package.json (a unit test keeps the two equal). Two copies of
 * the bundle on one page compare it to say which one runs and whether they differ.
 */
export const VERSION = '0.1.0';
