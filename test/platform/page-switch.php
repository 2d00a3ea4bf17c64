<?php
/**
 * Plugin Name: Storefront Elements test switch
 * Description: Installed by the platform suite: `?platform-scripts=1` turns Storefront Elements off for that page, `?keep-jquery=auto|yes` sets its jQuery option for that page, through the plugin's own filters.
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
