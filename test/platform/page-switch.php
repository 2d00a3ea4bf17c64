<?php
/**
 * Plugin Name: Storefront Elements test switch
 * Description: Installed by the platform suite: `?platform-scripts=1` turns Storefront Elements off for that page, `?keep-jquery=auto|yes` sets its jQuery option `?swatches=…` its swatches option for that page, and `?params-filter=1` hooks the filters a shop may put on WooCommerce's localized script data. Every element family is on unless the page carries the cookie `storefront_families=stored`.
 */
defined( 'ABSPATH' ) || exit;

add_filter(
	'storefront_elements_enabled',
	function ( $enabled ) {
		return $enabled && empty( $_GET['platform-scripts'] ); // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch on a loopback test store.
	}
);

add_filter(
	'storefront_elements_keep_jquery',
	function ( $keep ) {
		return empty( $_GET['keep-jquery'] ) ? $keep : sanitize_key( wp_unslash( $_GET['keep-jquery'] ) ); // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch on a loopback test store.
	}
);

// `?swatches=all` (or a list such as pa_color:color): the plugin's swatches option for that page.
add_filter(
	'pre_option_storefront_elements_swatches',
	function ( $value ) {
		if ( empty( $_GET['swatches'] ) || ! function_exists( 'storefront_elements_sanitize_swatches' ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch on a loopback test store.
			return $value;
		}
		return storefront_elements_sanitize_swatches( wp_unslash( $_GET['swatches'] ) ); // phpcs:ignore WordPress.Security.NonceVerification
	}
);

// Every family on, whatever the settings screen saved, unless the visitor carries `storefront_families=stored`:
// one journey turns a family off on the screen while the others run beside it.
add_filter(
	'pre_option_storefront_elements_off',
	function ( $value ) {
		return isset( $_COOKIE['storefront_families'] ) && 'stored' === $_COOKIE['storefront_families'] ? $value : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared with a constant on a loopback test store.
	}
);

// `?params-filter=1`: a shop's filters on what WooCommerce localizes, one of each kind (the object's own
// filter, applied when it is localized, and woocommerce_get_script_data), with an entity as esc_attr__() gives.
if ( ! empty( $_GET['params-filter'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch on a loopback test store.
	add_filter(
		'wc_add_to_cart_params',
		function ( $params ) {
			$params['i18n_view_cart'] = 'View basket &amp; more';
			return $params;
		}
	);
	add_filter(
		'woocommerce_get_script_data',
		function ( $params, $handle ) {
			if ( 'wc-add-to-cart-variation' === $handle && is_array( $params ) ) {
				$params['i18n_make_a_selection_text'] = 'Choose a colour and a size first.';
			}
			return $params;
		},
		10,
		2
	);
}
