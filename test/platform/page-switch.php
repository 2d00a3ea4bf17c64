<?php
/**
 * Plugin Name: Storefront Elements test switch
 * Description: Installed by the platform suite: `?platform-scripts=1` turns Storefront Elements off for that page, `?keep-jquery=auto|yes` sets its jQuery option and `?swatches=…` its swatches option for that page.
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
