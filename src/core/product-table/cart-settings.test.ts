import { describe, expect, it } from 'vitest';
import { DEFAULT_TABLE_CART_SETTINGS, readTableCartSettings } from './cart-settings.ts';

describe('the table cart side settings', () => {
  it('takes the shop’s own words and keeps the defaults of the rest', () => {
    const { settings, problems } = readTableCartSettings({
      i18n_not_added_items_text: 'Pas ajouté au panier : %s.',
      i18n_close_text: 'Fermer',
      nyp_error_message_templates: { empty: 'Montant ?' },
    });
    expect(problems).toEqual([]);
    expect(settings.i18n_not_added_items_text).toBe('Pas ajouté au panier : %s.');
    expect(settings.i18n_close_text).toBe('Fermer');
    expect(settings.i18n_loading_text).toBe(DEFAULT_TABLE_CART_SETTINGS.i18n_loading_text);
    expect(settings.nyp_error_message_templates.empty).toBe('Montant ?');
    expect(settings.nyp_error_message_templates.minimum_js).toBe(DEFAULT_TABLE_CART_SETTINGS.nyp_error_message_templates.minimum_js);
  });

  it('reports a value of the wrong type and uses its default', () => {
    const { settings, problems } = readTableCartSettings({ i18n_close_text: 42, cart_widget_enabled_site_wide: '1' });
    expect(settings.i18n_close_text).toBe('Close');
    expect(settings.cart_widget_enabled_site_wide).toBe(true);
    expect(problems).toEqual(['The setting "i18n_close_text" has the wrong type (42); its default is used.']);
  });
});
