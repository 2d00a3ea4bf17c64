/**
 * Automatic mode (`dist/auto.js`, `storefront-elements/auto`): the drop-in file plus the
 * enhancement of the platform's standard markup where it is (elements/auto-enhance.ts). One
 * script and no template edit replace the platform's front-end scripts. Like the drop-in file it
 * runs as a module or a classic script.
 */
import { startAutoMode } from './elements/auto-enhance.ts';
import { startLibrary } from './elements/start.ts';

startLibrary();
if (typeof document !== 'undefined') startAutoMode();
