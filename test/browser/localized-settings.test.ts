/**
 * A page without a settings block still carrying the platform's localized settings objects
 * (wc_add_to_cart_params …): the settings are read from them, validated the same way.
 */
import { expect } from 'chai';
import { reloadPageSettings, SETTINGS_ELEMENT_ID } from '../../src/stores/settings.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { usePageSettings } from '../helpers/page-settings.ts';

const NAMES = ['woocommerce_params', 'wc_cart_fragments_params', 'wc_add_to_cart_params', 'wc_add_to_cart_variation_params'];
const globals = window as unknown as Record<string, unknown>;

describe('settings from the platform localized objects', () => {
  afterEach(() => {
    for (const name of NAMES) delete globals[name];
    reloadPageSettings();
  });

  it('reads them as the platform prints them (strings for booleans), a later object winning', () => {
    document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
    globals.woocommerce_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_password_show: 'Montrer' };
    globals.wc_cart_fragments_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%', cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x', request_timeout: '5000' };
    globals.wc_add_to_cart_params = { ajax_url: '/wp-admin/admin-ajax.php', wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_view_cart: 'Voir le panier', cart_url: 'https://shop.test/panier/', is_cart: '', cart_redirect_after_add: 'no' };
    globals.wc_add_to_cart_variation_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', i18n_make_a_selection_text: 'Choisissez' };
    const settings = reloadPageSettings();
    expect(settings.i18n_view_cart).to.equal('Voir le panier');
    expect(settings.cart_url).to.equal('https://shop.test/panier/');
    expect(settings.is_cart).to.equal(false);
    expect(settings.i18n_password_show).to.equal('Montrer');
    expect(settings.i18n_make_a_selection_text).to.equal('Choisissez');
    expect(settings.wc_ajax_url).to.equal('/?wc-ajax=%%endpoint%%');
    expect(settings.fragment_name).to.equal('wc_fragments_x');
  });

  it('a bad value is reported naming the object, and its default used; the rest still applies', () => {
    document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
    globals.wc_add_to_cart_params = { is_cart: 'maybe', i18n_view_cart: 'Basket' };
    const errors = captureConsoleErrors();
    try {
      const settings = reloadPageSettings();
      expect(settings.is_cart).to.equal(false);
      expect(settings.i18n_view_cart).to.equal('Basket');
      expect(errors.messages.some((m) => m.includes('window.wc_add_to_cart_params') && m.includes('is_cart'))).to.equal(true);
    } finally {
      errors.restore();
    }
  });

  it('a settings block wins: the objects are not read when the page has one', () => {
    globals.wc_add_to_cart_params = { i18n_view_cart: 'From the object' };
    const restore = usePageSettings({ i18n_view_cart: 'From the block' });
    try {
      expect(reloadPageSettings().i18n_view_cart).to.equal('From the block');
    } finally {
      restore();
    }
  });
});
