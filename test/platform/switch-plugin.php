<?php
// Turns the storefront-elements plugin on or off the way the Plugins screen does (activation hooks included),
// and turns on the store notice the suite dismisses (a WooCommerce option, the same in both modes).
// Usage (php-cli, as the web server's user): php switch-plugin.php on|off|restore WP_DIR [matrix] [default|lite] [yes|auto]
// `matrix` also turns on the plugin's option that prints the variation matrix of products answered over AJAX;
// `lite` has the plugin serve the lite build; `restore` turns the plugin and the store notice off, as the
// store was before the suite. The last argument is the plugin's jQuery option: `yes` (the default here) keeps jQuery
// on every page, as a shop with jQuery snippets in its templates does (the suite injects ten such snippets);
// `auto` (the plugin's default, used by the Lighthouse bench) leaves it where a script on the page needs it.
if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
list( , $state, $wp_dir, $extra, $build, $jquery ) = array_pad( $argv, 6, '' );
if ( ! in_array( $state, array( 'on', 'off', 'restore' ), true ) || ! is_dir( $wp_dir ) ) {
	fwrite( STDERR, "usage: php switch-plugin.php on|off|restore WP_DIR [matrix]\n" );
	exit( 2 );
}
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$plugin = 'storefront-elements/storefront-elements.php';
if ( 'on' === $state ) {
	$result = activate_plugin( $plugin );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'activation failed: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
} else {
	deactivate_plugins( $plugin );
}
update_option( 'woocommerce_demo_store', 'restore' === $state ? 'no' : 'yes' );
update_option( 'woocommerce_demo_store_notice', 'Free shipping this week on every order.' );
update_option( 'storefront_elements_variation_matrix', 'matrix' === $extra ? 'yes' : 'no' );
update_option( 'storefront_elements_build', 'lite' === $build ? 'lite' : 'default' );
// Every element family on (the settings screen's journey turns one off and on again).
delete_option( 'storefront_elements_off' );
if ( 'restore' === $state ) {
	delete_option( 'storefront_elements_keep_jquery' );
} else {
	update_option( 'storefront_elements_keep_jquery', 'auto' === $jquery ? 'auto' : 'yes' );
}
echo is_plugin_active( $plugin ) ? "on\n" : "off\n";
