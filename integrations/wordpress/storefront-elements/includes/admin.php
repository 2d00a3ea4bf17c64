<?php
/**
 * The plugin in the admin: its compatibility with WooCommerce's features, its settings screen
 * (Settings › Storefront Elements) and a notice naming what is wrong when its files are missing.
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

// The options and their defaults (uninstall.php removes the same list).
require_once __DIR__ . '/options.php';

// The plugin reads no order and changes no checkout: it is compatible with WooCommerce's order tables
// (HPOS) and its cart and checkout blocks (pages built with them keep the platform's scripts).
add_action(
	'before_woocommerce_init',
	static function () {
		if ( class_exists( '\Automattic\WooCommerce\Utilities\FeaturesUtil' ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', STOREFRONT_ELEMENTS_FILE, true );
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', STOREFRONT_ELEMENTS_FILE, true );
		}
	}
);

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'storefront-elements', false, dirname( plugin_basename( STOREFRONT_ELEMENTS_FILE ) ) . '/languages' );
	}
);

/** What is missing for the plugin to work, as sentences for the admin; empty when nothing is. */
function storefront_elements_problems() {
	$problems = array();
	if ( ! function_exists( 'WC' ) ) {
		$problems[] = __( 'WooCommerce is not active: the plugin replaces its scripts and does nothing without it.', 'storefront-elements' );
	}
	$entry = storefront_elements_assets_dir() . 'auto.js';
	if ( ! is_readable( $entry ) ) {
		/* translators: %s: the path of the missing file. */
		$problems[] = sprintf( __( 'The library\'s files are missing (%s). WooCommerce keeps its own scripts until they are there: install the plugin from its release zip, or run "npm run wp-plugin" in the library\'s source.', 'storefront-elements' ), $entry );
	}
	return $problems;
}

add_action(
	'admin_notices',
	static function () {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		foreach ( storefront_elements_problems() as $problem ) {
			printf(
				'<div class="notice notice-error"><p><strong>%1$s</strong> %2$s</p></div>',
				esc_html__( 'Storefront Elements:', 'storefront-elements' ),
				esc_html( $problem )
			);
		}
	}
);

add_action(
	'admin_init',
	static function () {
		register_setting(
			'storefront_elements',
			'storefront_elements_build',
			array(
				'type'              => 'string',
				'default'           => 'default',
				'sanitize_callback' => static fn( $value ) => 'lite' === $value ? 'lite' : 'default',
			)
		);
		register_setting(
			'storefront_elements',
			'storefront_elements_keep_jquery',
			array(
				'type'              => 'string',
				'default'           => 'auto',
				'sanitize_callback' => static fn( $value ) => 'yes' === $value ? 'yes' : 'auto',
			)
		);
		register_setting(
			'storefront_elements',
			'storefront_elements_swatches',
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => 'storefront_elements_sanitize_swatches',
			)
		);
		register_setting(
			'storefront_elements',
			'storefront_elements_swatches_only',
			array(
				'type'              => 'string',
				'default'           => 'no',
				'sanitize_callback' => static fn( $value ) => 'yes' === $value ? 'yes' : 'no',
			)
		);
		register_setting(
			'storefront_elements',
			'storefront_elements_off',
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => 'storefront_elements_sanitize_off',
			)
		);
		register_setting(
			'storefront_elements',
			'storefront_elements_variation_matrix',
			array(
				'type'              => 'string',
				'default'           => 'no',
				'sanitize_callback' => static fn( $value ) => 'yes' === $value ? 'yes' : 'no',
			)
		);
	}
);

/**
 * The families that are off, as the option keeps them (a comma-separated list of ids). From the settings
 * screen: every family whose box was not ticked (`on[]`, with `screen` saying the form sent it, since a form
 * with no box ticked sends nothing of them); from code: a list or an array of ids.
 */
function storefront_elements_sanitize_off( $value ) {
	$known = array_keys( storefront_elements_families() );
	if ( is_array( $value ) && isset( $value['screen'] ) ) {
		$on  = isset( $value['on'] ) ? array_map( 'strval', (array) $value['on'] ) : array();
		$off = array_diff( $known, $on );
	} else {
		$list = is_array( $value ) ? array_map( 'strval', $value ) : explode( ',', (string) $value );
		$off  = array_intersect( $known, array_map( 'trim', $list ) );
	}
	return implode( ',', array_values( $off ) );
}

add_action(
	'admin_menu',
	static function () {
		add_options_page(
			__( 'Storefront Elements', 'storefront-elements' ),
			__( 'Storefront Elements', 'storefront-elements' ),
			'manage_options',
			'storefront-elements',
			'storefront_elements_settings_page'
		);
	}
);

/** Settings › Storefront Elements. */
function storefront_elements_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$build  = get_option( 'storefront_elements_build', 'default' );
	$matrix = get_option( 'storefront_elements_variation_matrix', 'no' );
	$swatches      = get_option( 'storefront_elements_swatches', '' );
	$swatches_only = get_option( 'storefront_elements_swatches_only', 'no' );
	$jquery        = get_option( 'storefront_elements_keep_jquery', 'auto' );
	$off           = storefront_elements_off();
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Storefront Elements', 'storefront-elements' ); ?></h1>
		<p><?php esc_html_e( 'The shop\'s front-end scripts are replaced by the library\'s elements on every page the plugin can serve; deactivate the plugin to switch back.', 'storefront-elements' ); ?></p>
		<form method="post" action="options.php">
			<?php settings_fields( 'storefront_elements' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><?php esc_html_e( 'Build', 'storefront-elements' ); ?></th>
					<td>
						<fieldset>
							<legend class="screen-reader-text"><?php esc_html_e( 'Build', 'storefront-elements' ); ?></legend>
							<label><input type="radio" name="storefront_elements_build" value="default" <?php checked( 'lite' !== $build ); ?>> <?php esc_html_e( 'Default (React)', 'storefront-elements' ); ?></label><br>
							<label><input type="radio" name="storefront_elements_build" value="lite" <?php checked( 'lite', $build ); ?>> <?php esc_html_e( 'Lite (Preact): the same elements in about a third of the bytes', 'storefront-elements' ); ?></label>
						</fieldset>
					</td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Elements', 'storefront-elements' ); ?></th>
					<td>
						<fieldset aria-describedby="storefront-elements-families-help">
							<legend class="screen-reader-text"><?php esc_html_e( 'Elements', 'storefront-elements' ); ?></legend>
							<input type="hidden" name="storefront_elements_off[screen]" value="1">
							<?php foreach ( storefront_elements_families() as $id => $family ) : ?>
								<label><input type="checkbox" name="storefront_elements_off[on][]" value="<?php echo esc_attr( $id ); ?>" <?php checked( ! in_array( $id, $off, true ) ); ?>> <?php echo esc_html( isset( $family['label'] ) ? $family['label'] : $id ); ?></label><br>
							<?php endforeach; ?>
							<p class="description" id="storefront-elements-families-help"><?php esc_html_e( 'Unticked: the platform\'s or the add-on\'s own script stays on every page and the elements leave that markup to it. Tags placed in content or templates by hand still work.', 'storefront-elements' ); ?></p>
						</fieldset>
					</td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'jQuery', 'storefront-elements' ); ?></th>
					<td>
						<fieldset>
							<legend class="screen-reader-text"><?php esc_html_e( 'jQuery', 'storefront-elements' ); ?></legend>
							<label><input type="radio" name="storefront_elements_keep_jquery" value="auto" <?php checked( 'yes' !== $jquery ); ?>> <?php esc_html_e( 'Automatic: only on pages where a script still needs it', 'storefront-elements' ); ?></label><br>
							<label><input type="radio" name="storefront_elements_keep_jquery" value="yes" <?php checked( 'yes', $jquery ); ?>> <?php esc_html_e( 'Always: for themes with jQuery snippets written into their templates', 'storefront-elements' ); ?></label>
						</fieldset>
					</td>
				</tr>
				<tr>
					<th scope="row"><?php esc_html_e( 'Variation matrix', 'storefront-elements' ); ?></th>
					<td>
						<label><input type="checkbox" name="storefront_elements_variation_matrix" value="yes" <?php checked( 'yes', $matrix ); ?>> <?php esc_html_e( 'Print the options matrix of products with many variations, so their selects narrow as they do for smaller products', 'storefront-elements' ); ?></label>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="storefront-elements-swatches"><?php esc_html_e( 'Variation swatches', 'storefront-elements' ); ?></label></th>
					<td>
						<input type="text" class="regular-text code" id="storefront-elements-swatches" name="storefront_elements_swatches" value="<?php echo esc_attr( $swatches ); ?>" placeholder="pa_color:color,pa_size:label" aria-describedby="storefront-elements-swatches-help">
						<p class="description" id="storefront-elements-swatches-help"><?php esc_html_e( 'Empty: the selects only. "all": swatches for every attribute. Or a list of attributes, each optionally with :color, :image or :label (for example pa_color:color,pa_size:label).', 'storefront-elements' ); ?></p>
						<label><input type="checkbox" name="storefront_elements_swatches_only" value="yes" <?php checked( 'yes', $swatches_only ); ?>> <?php esc_html_e( 'Hide the selects that have swatches (they stay in the form)', 'storefront-elements' ); ?></label>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}

add_filter(
	'plugin_action_links_' . plugin_basename( STOREFRONT_ELEMENTS_FILE ),
	static function ( $links ) {
		array_unshift( $links, sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=storefront-elements' ) ), esc_html__( 'Settings', 'storefront-elements' ) ) );
		return $links;
	}
);
