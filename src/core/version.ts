/** The library's version, as published (checked against package.json by its unit test). */
export const VERSION = '0.1.0';
