<?php
/**
 * Plugin Name: Storefront Elements test switch
 * Description: Installed by the platform suite: `?platform-scripts=1` turns Storefront Elements off for that page, through the plugin's own filter.
 */
defined( 'ABSPATH' ) || exit;

add_filter(
	'storefront_elements_enabled',
	function ( $enabled ) {
		return $enabled && empty( $_GET['platform-scripts'] ); // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch on a loopback test store.
	}
);
