<?php
/**
 * Removes the plugin's options when it is deleted (Plugins › Delete). Nothing else is stored.
 *
 * @package storefront-elements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// The same list the settings screen registers.
require_once __DIR__ . '/includes/options.php';

foreach ( array_keys( storefront_elements_options() ) as $storefront_elements_option ) {
	delete_option( $storefront_elements_option );
	delete_site_option( $storefront_elements_option );
}
