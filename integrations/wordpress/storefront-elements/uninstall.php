<?php
/**
 * Removes the plugin's options when it is deleted (Plugins › Delete). Nothing else is stored.
 *
 * @package storefront-elements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

foreach ( array( 'storefront_elements_build', 'storefront_elements_variation_matrix', 'storefront_elements_keep_jquery' ) as $storefront_elements_option ) {
	delete_option( $storefront_elements_option );
	delete_site_option( $storefront_elements_option );
}
