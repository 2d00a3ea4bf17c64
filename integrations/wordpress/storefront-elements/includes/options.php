<?php
/**
 * The plugin's options: the one list the settings screen (includes/admin.php) and uninstall.php read.
 * Loaded on its own by uninstall.php, so it needs nothing else of the plugin.
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'storefront_elements_options' ) ) {
	/**
	 * Every option the plugin stores, with its default. Plugins › Delete removes each of them (uninstall.php).
	 *
	 * @return array<string, string>
	 */
	function storefront_elements_options() {
		return array(
			'storefront_elements_build'            => 'default',
			'storefront_elements_variation_matrix' => 'no',
			'storefront_elements_swatches'         => '',
			'storefront_elements_swatches_only'    => 'no',
			'storefront_elements_keep_jquery'      => 'auto',
			'storefront_elements_off'              => '',
		);
	}
}
