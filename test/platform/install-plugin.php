<?php
/**
 * Installs the plugin's release zip into the store as Plugins › Add New › Upload Plugin does: WordPress's
 * own Plugin_Upgrader unpacks it, checks that it holds a plugin and replaces the copy installed before
 * (its active state is kept). Usage: php install-plugin.php <wordpress dir> <zip>. Prints the plugin's
 * main file (storefront-elements/storefront-elements.php); exits 1 with WordPress's errors otherwise.
 */
if ( 3 !== $argc ) {
	fwrite( STDERR, "usage: php install-plugin.php <wordpress dir> <zip>\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

// The upload screen's skin collects WordPress's messages instead of printing a page.
$skin     = new WP_Ajax_Upgrader_Skin();
$upgrader = new Plugin_Upgrader( $skin );
$result   = $upgrader->install( $argv[2], array( 'overwrite_package' => true ) );
if ( true !== $result ) {
	$errors = is_wp_error( $result ) ? $result->get_error_messages() : $skin->get_error_messages();
	fwrite( STDERR, 'the zip did not install: ' . ( $errors ? implode( '; ', (array) $errors ) : var_export( $result, true ) ) . "\n" );
	exit( 1 );
}
echo $upgrader->plugin_info(), "\n";
