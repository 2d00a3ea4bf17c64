<?php
/**
 * Plugin Name: Storefront Elements placed by a theme
 * Description: Installed by the platform suite for its `theme` journeys, for the pages that carry its cookie (the Storefront Elements plugin off there): what a theme author writes in functions.php to put the elements on the product-table add-on's and bbPress's markup without the plugin. The table's shortcode output is wrapped in <shop-product-table> (tags around); empty forum tags are printed inside bbPress's #bbpress-forums (tags beside); the add-ons' scripts those tags replace are taken off; their localized settings go into the page's settings block; the library's drop-in file is loaded as a module from the theme's copy of the package's dist/.
 */
defined( 'ABSPATH' ) || exit;

// Only for the suite's theme journeys, which carry this cookie; any other visitor gets the store as it is.
// Those pages are the theme's alone: the Storefront Elements plugin, when on, leaves them to the platform.
if ( empty( $_COOKIE['storefront_theme_tags'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification -- read-only switch on a loopback test store.
	return;
}
add_filter( 'storefront_elements_enabled', '__return_false', 99 );

/** Where the theme keeps its copy of the package's dist/ (the suite copies it there). */
const THEME_ELEMENTS_URL = '/_realstore/theme-elements/';

/** The add-ons' scripts the tags replace, and the objects those scripts localize (passed on as settings). */
function theme_elements_replaced() {
	return array(
		'wcpt'                => array( 'wcpt_params', 'wcpt_i18n' ),
		'freeze_table'        => array(),
		'antiscroll'          => array(),
		'multirange'          => array(),
		'bbpress-reply'       => array(),
		'bbpress-engagements' => array( 'bbpEngagementJS' ),
	);
}

/** The settings the theme prints: the shop's basics, then the add-ons' objects flattened (what their scripts read). */
function &theme_elements_settings() {
	static $settings = null;
	if ( null === $settings ) {
		$settings = array(
			'wc_ajax_url'             => WC_AJAX::get_endpoint( '%%endpoint%%' ),
			'ajax_url'                => admin_url( 'admin-ajax.php', 'relative' ),
			'cart_url'                => wc_get_cart_url(),
			'checkout_url'            => wc_get_checkout_url(),
			'shop_url'                => wc_get_page_permalink( 'shop' ),
			'is_cart'                 => is_cart(),
			'cart_redirect_after_add' => get_option( 'woocommerce_cart_redirect_after_add' ),
		);
	}
	return $settings;
}

/** Takes the replaced scripts off, keeping what they localized: before the page renders and again at the footer. */
function theme_elements_take_scripts() {
	$scripts  = wp_scripts();
	$settings = &theme_elements_settings();
	foreach ( theme_elements_replaced() as $handle => $objects ) {
		if ( ! wp_script_is( $handle, 'enqueued' ) ) {
			continue;
		}
		$data = (string) $scripts->get_data( $handle, 'data' );
		foreach ( $objects as $object ) {
			if ( preg_match( '/var\s+' . preg_quote( $object, '/' ) . '\s*=\s*(\{.*\});\s*$/m', $data, $match ) ) {
				foreach ( (array) json_decode( $match[1], true ) as $key => $value ) {
					if ( ! isset( $settings[ $key ] ) ) {
						$settings[ $key ] = $value;
					}
				}
			}
		}
		wp_dequeue_script( $handle );
	}
}
add_action( 'wp_enqueue_scripts', 'theme_elements_take_scripts', 100 );
add_action( 'wp_print_footer_scripts', 'theme_elements_take_scripts', 1 );

/** The settings block and the drop-in file, once per page, after the footer's scripts. */
add_action(
	'wp_print_footer_scripts',
	function () {
		$json = wp_json_encode( theme_elements_settings(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
		echo '<script type="application/json" id="storefront-settings">' . $json . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with <, > and & escaped.
		echo '<script type="module" src="' . esc_url( THEME_ELEMENTS_URL . 'storefront-elements.js' ) . '"></script>' . "\n";
	},
	50
);

// Tags around: the table's container, as the shortcode prints it.
add_filter(
	'do_shortcode_tag',
	function ( $output, $tag ) {
		return 'product_table' === $tag && is_string( $output ) ? '<shop-product-table>' . $output . '</shop-product-table>' : $output;
	},
	10,
	2
);

// The tag takes the container's place among the content's children, which the theme styles
// (Twenty Twenty-One: `.entry-content > *` gets the content width): a custom element is inline until styled.
add_action(
	'wp_head',
	function () {
		echo "<style>shop-product-table { display: block; }</style>\n";
	}
);

// Tags beside: empty elements inside #bbpress-forums enhance the forum markup around them.
add_action(
	'bbp_template_before_single_topic',
	function () {
		echo '<forum-toggle></forum-toggle><forum-reply-form></forum-reply-form>';
	}
);
add_action(
	'bbp_template_before_single_forum',
	function () {
		echo '<forum-topic-form></forum-topic-form>';
	}
);
