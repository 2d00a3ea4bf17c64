// The two builds of the same source: the default one on React, and `lite` on Preact's
// React-compatible layer (preact/compat), published under dist/lite/ for shops that count bytes.
// Tests choose one with SE_BUILD=lite (default: react), never with copies of themselves.

/**
 * The lite build's renderer: every import of React resolves to Preact's compatibility layer,
 * in our code and in the libraries' (@nanostores/react) alike.
 */
export const LITE_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export const FLAVOURS = {
  react: { name: 'react', dist: 'dist', aliases: {} },
  lite: { name: 'lite', dist: 'dist/lite', aliases: LITE_ALIASES },
};

/** The build the tests run against, from SE_BUILD (react or lite); anything else stops the run. */
export function selectedFlavour(env = process.env) {
  const name = env.SE_BUILD || 'react';
  const flavour = FLAVOURS[name];
  if (!flavour) throw new Error(`SE_BUILD=${JSON.stringify(name)} names no build; use one of: ${Object.keys(FLAVOURS).join(', ')}`);
  return flavour;
}
