<?php
/**
 * Passes the library its texts in the site's language: the plugin's translations first, then WooCommerce's
 * translation of the same English text (its language packs already say "View cart", "Close", "Dismiss"…).
 * Nothing is printed on an English site, where the library's defaults are the texts.
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/messages.php';

/**
 * The messages whose text in the site's language differs from the English default.
 *
 * @return array<string, string>
 */
function storefront_elements_translated_messages() {
	if ( 0 === strpos( determine_locale(), 'en_' ) ) {
		return array();
	}
	// The English defaults, written out by the generator of includes/messages.php.
	$english = storefront_elements_message_defaults();

	$translated = array();
	foreach ( storefront_elements_message_texts() as $key => $text ) {
		if ( $text === $english[ $key ] ) {
			$text = translate( $english[ $key ], 'woocommerce' ); // phpcs:ignore WordPress.WP.I18n
		}
		if ( $text !== $english[ $key ] ) {
			$translated[ $key ] = $text;
		}
	}
	return $translated;
}

add_filter(
	'storefront_elements_settings',
	static function ( $settings ) {
		$messages = storefront_elements_translated_messages();
		if ( $messages ) {
			// Early (priority 5), so a shop's own filter can still change any of them.
			$settings['messages'] = array_merge( $messages, isset( $settings['messages'] ) && is_array( $settings['messages'] ) ? $settings['messages'] : array() );
		}
		return $settings;
	},
	5
);
