<?php
/**
 * Plugin Name:       Storefront Elements
 * Description:       Replaces WooCommerce's shopper-facing scripts (AJAX add to cart, cart fragments, variation forms, ordering, notices, store notice, password toggles), and those of the product-table add-on (Product Table & List Builder, wcpt) and of bbPress's forums, with storefront-elements in automatic mode. Deactivate the plugin to switch back.
 * Version:           0.1.0
 * Requires at least: 6.7
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * WC requires at least: 9.0
 * WC tested up to:     10.0
 * Domain Path:       /languages
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       storefront-elements
 *
 * MIT is compatible with the GPL, so this plugin can be shipped with WordPress and WooCommerce.
 *
 * Filters:
 *   storefront_elements_enabled        bool, per page: false keeps WooCommerce's own scripts on that page.
 *   storefront_elements_replaced       string[]: the script handles taken off the page.
 *   storefront_elements_keep_jquery    'auto' (option storefront_elements_keep_jquery, default 'auto'): jQuery stays
 *                                      where a script left on the page needs it; true or 'yes' keeps it on every
 *                                      page, for themes with inline jQuery snippets the plugin cannot see.
 *   storefront_elements_settings       array: the settings block printed on the page.
 *   storefront_elements_preload_tags   string[]: the tags whose files are preloaded on this page.
 *   storefront_elements_build          'default' or 'lite' (option storefront_elements_build, default 'default'):
 *                                      the lite build runs the same elements on Preact's React-compatible
 *                                      layer, about a third of the default build's bytes (README: "Two builds").
 *   storefront_elements_addons         array: the add-ons taken over (see storefront_elements_addons()).
 *   storefront_elements_families       array: the element families the settings screen turns on or off.
 *   storefront_elements_off            string|string[] (option storefront_elements_off, default none): the
 *                                      families that are off; their scripts stay and automatic mode leaves
 *                                      their markup to them.
 *   storefront_elements_variation_matrix bool (option storefront_elements_variation_matrix, default off):
 *                                      print the attribute matrix of products answered over AJAX, so the
 *                                      selects narrow as they do for smaller products.
 */

defined( 'ABSPATH' ) || exit;

define( 'STOREFRONT_ELEMENTS_FILE', __FILE__ );
// The release, in the URLs of the plugin's scripts so that an update never mixes old and new files.
define( 'STOREFRONT_ELEMENTS_VERSION', '0.1.0' );
// The automatic entry's id among WordPress's script modules (its script tag's id: `storefront-elements-js-module`).
define( 'STOREFRONT_ELEMENTS_MODULE', 'storefront-elements' );

// Post content may hold the library's tags, whoever writes it (WordPress strips unknown tags for most roles).
require_once __DIR__ . '/includes/content-tags.php';
// Any of those tags around content where a block does not fit: [storefront_element tag="…"]…[/storefront_element].
require_once __DIR__ . '/includes/shortcode.php';
// Compatibility declarations, the settings screen and the notice when the library's files are missing.
require_once __DIR__ . '/includes/admin.php';
// The library's texts for shoppers in the site's language, passed on in the settings block.
require_once __DIR__ . '/includes/messages-settings.php';
// Variation swatches from the plugin's settings.
require_once __DIR__ . '/includes/swatches.php';
// Blocks for page builders: the platform's markup inside the element's tag, rendered on the server.
require_once __DIR__ . '/includes/blocks.php';

/**
 * The scripts storefront-elements replaces. `woocommerce` handles ordering, the store notice, password
 * toggles and the focus on notices; the pages where other scripts need it (cart, checkout, lost password,
 * add payment method) keep the platform's scripts (see storefront_elements_dequeue).
 *
 * @return string[]
 */
function storefront_elements_replaced_handles() {
	$handles = array( 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-cart-fragments', 'woocommerce' );
	return array_values( array_diff( (array) apply_filters( 'storefront_elements_replaced', $handles ), storefront_elements_off_part( 'handles' ) ) );
}

/**
 * The element families a shop owner turns on or off (Settings › Storefront Elements). A family that is off
 * keeps the platform's or the add-on's own script on every page, and automatic mode leaves that markup to it
 * (tags placed by hand still work): `label`, its name on the settings screen; `handles`, the platform's
 * scripts its elements replace; `addon`, the add-on it takes over (storefront_elements_addons()); `tags`,
 * its elements. Families go together where their scripts do: the platform's add-to-cart script updates the
 * mini cart's fragments itself.
 *
 * @return array<string, array>
 */
function storefront_elements_families() {
	$families = array(
		'cart'              => array(
			'label'   => __( 'Add to cart buttons and the mini cart', 'storefront-elements' ),
			'handles' => array( 'wc-add-to-cart', 'wc-cart-fragments' ),
			'tags'    => array( 'shop-add-to-cart', 'shop-mini-cart' ),
		),
		'variations'        => array(
			'label'   => __( 'Variation forms of variable products', 'storefront-elements' ),
			'handles' => array( 'wc-add-to-cart-variation' ),
			'tags'    => array( 'shop-variations' ),
		),
		'shop'              => array(
			'label'   => __( 'Sorting, notices, the store notice and password fields', 'storefront-elements' ),
			'handles' => array( 'woocommerce' ),
			'tags'    => array( 'shop-ordering', 'shop-notices', 'shop-store-notice', 'shop-account-form' ),
		),
		'order-attribution' => array(
			'label' => __( 'Order attribution', 'storefront-elements' ),
			'addon' => 'order-attribution',
			'tags'  => array( 'order-attribution' ),
		),
		'wcpt'              => array(
			'label' => __( 'Product tables (Product Table & List Builder add-on)', 'storefront-elements' ),
			'addon' => 'wcpt',
			'tags'  => array( 'shop-product-table' ),
		),
		'bbpress'           => array(
			'label' => __( 'The forum (bbPress add-on)', 'storefront-elements' ),
			'addon' => 'bbpress',
			'tags'  => array( 'forum-reply-form', 'forum-toggle', 'forum-topic-form' ),
		),
	);
	return (array) apply_filters( 'storefront_elements_families', $families );
}

/**
 * The ids of the families that are off: the option `storefront_elements_off` (a comma-separated list, as
 * the settings screen saves it) through the filter of the same name. Unknown ids are left out.
 *
 * @return string[]
 */
function storefront_elements_off() {
	$value = apply_filters( 'storefront_elements_off', get_option( 'storefront_elements_off', '' ) );
	$list  = array_map( 'trim', is_array( $value ) ? array_map( 'strval', $value ) : explode( ',', (string) $value ) );
	return array_values( array_intersect( array_keys( storefront_elements_families() ), $list ) );
}

/** The families that are off, by id. */
function storefront_elements_off_families() {
	return array_intersect_key( storefront_elements_families(), array_flip( storefront_elements_off() ) );
}

/**
 * One part of the families that are off, merged: their `handles` (the platform's scripts that stay) or
 * their `tags` (automatic mode leaves that markup to those scripts).
 *
 * @return string[]
 */
function storefront_elements_off_part( $part ) {
	$values = array();
	foreach ( storefront_elements_off_families() as $family ) {
		$values = array_merge( $values, isset( $family[ $part ] ) ? (array) $family[ $part ] : array() );
	}
	return array_values( array_unique( $values ) );
}

/** The tags of the families that are off. */
function storefront_elements_off_tags() {
	return storefront_elements_off_part( 'tags' );
}

/** The build the shop's visitors get: 'lite' (Preact's compat layer) or 'default' (React). */
function storefront_elements_build() {
	$build = apply_filters( 'storefront_elements_build', get_option( 'storefront_elements_build', 'default' ) );
	return 'lite' === $build ? 'lite' : 'default';
}

/** Where the built library lives (copied by `npm run wp-plugin`): assets/, the lite build in assets/lite/. */
function storefront_elements_assets_dir() {
	return plugin_dir_path( STOREFRONT_ELEMENTS_FILE ) . 'assets/' . ( 'lite' === storefront_elements_build() ? 'lite/' : '' );
}

function storefront_elements_assets_url() {
	return plugin_dir_url( STOREFRONT_ELEMENTS_FILE ) . 'assets/' . ( 'lite' === storefront_elements_build() ? 'lite/' : '' );
}

/**
 * Whether this page gets our scripts: a front-end page, the library built into assets/, WooCommerce
 * active, and no filter saying otherwise. Decided once per request, after the query is known;
 * `storefront_elements_active( false )` leaves the rest of the request to the platform's scripts.
 */
function storefront_elements_active( $leave = null ) {
	static $active = null;
	if ( false === $leave ) {
		$active = false;
	}
	if ( null !== $active ) {
		return $active;
	}
	if ( is_admin() || wp_doing_ajax() || ! did_action( 'wp' ) || ! function_exists( 'WC' ) ) {
		return false;
	}
	$built = is_readable( storefront_elements_assets_dir() . 'auto.js' );
	if ( ! $built ) {
		// Without the files the shop keeps the platform's scripts rather than losing its behaviour.
		error_log( 'storefront-elements: ' . storefront_elements_assets_dir() . 'auto.js is missing (run `npm run wp-plugin`); WooCommerce keeps its own scripts.' ); // phpcs:ignore
	}
	$active = $built && (bool) apply_filters( 'storefront_elements_enabled', true );
	return $active;
}

/** True when a script still in the queue (other than those we take off) needs $handle, directly or not. */
function storefront_elements_needed_by_others( $handle, array $removed ) {
	$scripts = wp_scripts();
	$seen    = array();
	$stack   = array_diff( $scripts->queue, $removed );
	while ( $stack ) {
		$current = array_pop( $stack );
		if ( isset( $seen[ $current ] ) || empty( $scripts->registered[ $current ] ) ) {
			continue;
		}
		$seen[ $current ] = true;
		foreach ( $scripts->registered[ $current ]->deps as $dep ) {
			if ( $dep === $handle ) {
				return true;
			}
			$stack[] = $dep;
		}
	}
	return false;
}

/**
 * The add-ons whose front-end scripts storefront-elements replaces, by the handles they enqueue (read on a
 * store running them): `scripts`, taken off wherever the add-on put them on the page; `also`, scripts the
 * add-on enqueues on every page for features our element does itself, taken off only when they were
 * asked for before the page rendered (content that asks for them again, such as an [audio] shortcode or
 * a product gallery, keeps them); `localized`, the objects they localize, passed on in the settings block;
 * `tags`, the elements that take their markup over (preloaded, or left to the add-on's own script on a page
 * that keeps it); `preload`, whether this page needs those tags' files at once (default yes); `keep_with`, a script kept when another one is on the page at the footer, since it does
 * something there that no element replaces; `settings`, a function that turns the localized objects into
 * the settings the elements read (without it they are flattened as they are); `print`, markup put at the
 * end of the page where the add-on's scripts were taken off (an element with no markup of the add-on to find).
 *
 * @return array<string, array>
 */
function storefront_elements_addons() {
	$addons = array(
		// Product Table & List Builder for WooCommerce (wc-product-table-lite, and its PRO edition).
		'wcpt'    => array(
			'scripts'   => array( 'wcpt', 'freeze_table', 'antiscroll', 'multirange' ),
			// Its image lightbox and audio players: <shop-product-table> has its own.
			'also'      => array( 'wc-photoswipe-ui-default', 'wc-photoswipe', 'wp-mediaelement' ),
			'localized' => array( 'wcpt_i18n', 'wcpt_params' ),
			'tags'      => array( 'shop-product-table' ),
			// It enqueues its scripts on every page: the table's files are preloaded where a table is printed.
			'preload'   => function () {
				$post = get_post();
				return is_singular() && $post && has_shortcode( $post->post_content, 'product_table' );
			},
		),
		// The platform's own order attribution: its script and the sourcebuster library, on every page.
		// <order-attribution> records the visit in the same cookies; the checkout page, which keeps the
		// platform's scripts, sends them with the order as the platform does.
		'order-attribution' => array(
			'scripts'   => array( 'wc-order-attribution', 'sourcebuster-js' ),
			'localized' => array( 'wc_order_attribution' ),
			'settings'  => 'storefront_elements_attribution_settings',
			'tags'      => array( 'order-attribution' ),
			'print'     => '<order-attribution></order-attribution>',
		),
		// bbPress's default template pack.
		'bbpress' => array(
			'scripts'   => array( 'bbpress-reply', 'bbpress-engagements', 'bbpress-editor' ),
			'localized' => array( 'bbpEngagementJS' ),
			'tags'      => array( 'forum-reply-form', 'forum-toggle', 'forum-topic-form' ),
			// editor.js also gives the editor's quicktags toolbar its backtick code button.
			'keep_with' => array( 'bbpress-editor' => 'quicktags' ),
		),
	);
	return (array) apply_filters( 'storefront_elements_addons', $addons );
}

/**
 * What happened to the add-ons on this page: `taken` (add-on => its handles taken off), `kept` (add-on =>
 * true when a script that stays needs one of its scripts, so the page keeps them all and automatic mode
 * leaves its markup to them), `localized` (the objects read before their scripts went).
 */
function &storefront_elements_addon_state() {
	static $state = array(
		'taken'     => array(),
		'kept'      => array(),
		'localized' => array(),
	);
	return $state;
}

/** The objects wp_localize_script() attached to $handle, decoded: name => array. */
function storefront_elements_localized_objects( $handle ) {
	$data = wp_scripts()->get_data( $handle, 'data' );
	$out  = array();
	if ( ! is_string( $data ) || '' === $data ) {
		return $out;
	}
	// WordPress prints each object as `var name = {json};` on its own line.
	if ( preg_match_all( '/var\s+([A-Za-z_$][\w$]*)\s*=\s*(\{.*\});\s*$/m', $data, $matches, PREG_SET_ORDER ) ) {
		foreach ( $matches as $match ) {
			$value = json_decode( $match[2], true );
			if ( is_array( $value ) ) {
				$out[ $match[1] ] = $value;
			}
		}
	}
	return $out;
}

/**
 * Takes the add-ons' scripts off the page (see storefront_elements_addons()). In the head pass, before the
 * page renders; in the footer pass again, for what was enqueued while it rendered. An add-on one of whose
 * scripts a staying script needs keeps all of its scripts on this page.
 */
function storefront_elements_take_addons( $in_footer ) {
	$state   = &storefront_elements_addon_state();
	$scripts = wp_scripts();
	$off     = array_column( storefront_elements_off_families(), 'addon' );
	foreach ( storefront_elements_addons() as $name => $addon ) {
		// An add-on whose family is off keeps its scripts, as one that a staying script needs.
		if ( ! empty( $state['kept'][ $name ] ) || in_array( $name, $off, true ) ) {
			continue;
		}
		$handles = isset( $addon['scripts'] ) ? (array) $addon['scripts'] : array();
		$also    = isset( $addon['also'] ) && ! $in_footer ? (array) $addon['also'] : array();
		$present = array_values( array_filter( $handles, function ( $handle ) {
			return wp_script_is( $handle, 'enqueued' );
		} ) );
		if ( ! $present ) {
			continue;
		}
		// On a product page the platform's gallery may use the same lightbox: it stays there.
		if ( is_product() ) {
			$also = array_diff( $also, array( 'wc-photoswipe-ui-default', 'wc-photoswipe' ) );
		}
		$also    = array_values( array_filter( $also, function ( $handle ) {
			return wp_script_is( $handle, 'enqueued' );
		} ) );
		$removed = array_merge( $present, $also );
		foreach ( $present as $handle ) {
			if ( storefront_elements_needed_by_others( $handle, $removed ) ) {
				$state['kept'][ $name ] = true;
				// Put back what an earlier pass took off.
				foreach ( isset( $state['taken'][ $name ] ) ? $state['taken'][ $name ] : array() as $taken ) {
					wp_enqueue_script( $taken );
				}
				unset( $state['taken'][ $name ] );
				continue 2;
			}
		}
		foreach ( isset( $addon['localized'] ) ? (array) $addon['localized'] : array() as $object ) {
			foreach ( $present as $handle ) {
				$objects = storefront_elements_localized_objects( $handle );
				if ( isset( $objects[ $object ] ) ) {
					$state['localized'][ $object ] = $objects[ $object ];
				}
			}
		}
		foreach ( $removed as $handle ) {
			if ( ! storefront_elements_needed_by_others( $handle, $removed ) ) {
				wp_dequeue_script( $handle );
				$state['taken'][ $name ][] = $handle;
			}
		}
		$state['taken'][ $name ] = array_values( array_unique( $state['taken'][ $name ] ) );
	}
}

/**
 * A script that does something no element replaces goes back on the page when what it works on is there
 * (bbPress's editor.js and the editor's quicktags). At the footer's priority 2: the editor enqueues its
 * scripts at priority 1, after the plugin's footer pass.
 */
function storefront_elements_keep_addon_helpers() {
	if ( ! storefront_elements_active() ) {
		return;
	}
	$state = &storefront_elements_addon_state();
	foreach ( storefront_elements_addons() as $name => $addon ) {
		foreach ( isset( $addon['keep_with'] ) ? (array) $addon['keep_with'] : array() as $handle => $with ) {
			$taken = isset( $state['taken'][ $name ] ) ? $state['taken'][ $name ] : array();
			if ( in_array( $handle, $taken, true ) && ( wp_script_is( $with, 'enqueued' ) || wp_script_is( $with, 'done' ) ) ) {
				wp_enqueue_script( $handle );
				$state['taken'][ $name ] = array_values( array_diff( $taken, array( $handle ) ) );
			}
		}
	}
}
add_action( 'wp_print_footer_scripts', 'storefront_elements_keep_addon_helpers', 2 );

/**
 * The platform's `wc_order_attribution` object (its `params` and `fields`) as the settings <order-attribution>
 * reads: tracking allowed, the cookies' lifetime (months) and session (minutes), base64, the inputs' prefix
 * and the field => `container.alias` map.
 */
function storefront_elements_attribution_settings( array $objects ) {
	$object   = isset( $objects['wc_order_attribution'] ) && is_array( $objects['wc_order_attribution'] ) ? $objects['wc_order_attribution'] : array();
	$params   = isset( $object['params'] ) && is_array( $object['params'] ) ? $object['params'] : array();
	$settings = array();
	$names    = array(
		'allowTracking' => 'order_attribution_allow_tracking',
		'lifetime'      => 'order_attribution_lifetime',
		'session'       => 'order_attribution_session',
		'base64'        => 'order_attribution_base64',
		'prefix'        => 'order_attribution_prefix',
	);
	foreach ( $names as $param => $setting ) {
		if ( isset( $params[ $param ] ) ) {
			$settings[ $setting ] = $params[ $param ];
		}
	}
	if ( isset( $object['fields'] ) && is_array( $object['fields'] ) ) {
		$settings['order_attribution_fields'] = $object['fields'];
	}
	return $settings;
}

/** The markup of the add-ons whose scripts this page took off and whose element has none of theirs to find. */
function storefront_elements_print_addon_markup() {
	if ( ! storefront_elements_active() ) {
		return;
	}
	$state = &storefront_elements_addon_state();
	foreach ( storefront_elements_addons() as $name => $addon ) {
		if ( ! empty( $state['taken'][ $name ] ) && isset( $addon['print'] ) && is_string( $addon['print'] ) ) {
			// Post content's rules, which let the library's tags through (includes/content-tags.php).
			echo wp_kses_post( $addon['print'] ) . "\n";
		}
	}
}
// Before the footer scripts (priority 20): the taken scripts are known since wp_enqueue_scripts.
add_action( 'wp_footer', 'storefront_elements_print_addon_markup', 5 );

/** The add-ons' settings the elements read: their localized objects, flattened (or as the add-on maps them), as plain text. */
function storefront_elements_addon_settings() {
	$state    = &storefront_elements_addon_state();
	$settings = array();
	$mapped   = array();
	foreach ( storefront_elements_addons() as $addon ) {
		if ( isset( $addon['settings'], $addon['localized'] ) && is_callable( $addon['settings'] ) ) {
			$objects = array_intersect_key( $state['localized'], array_flip( (array) $addon['localized'] ) );
			$mapped  = array_merge( $mapped, array_keys( $objects ) );
			if ( $objects ) {
				$settings += (array) call_user_func( $addon['settings'], $objects );
			}
		}
	}
	foreach ( array_diff_key( $state['localized'], array_flip( $mapped ) ) as $object ) {
		foreach ( $object as $key => $value ) {
			if ( ! isset( $settings[ $key ] ) ) {
				$settings[ $key ] = storefront_elements_plain( $value );
			}
		}
	}
	$leave = storefront_elements_off_tags();
	foreach ( storefront_elements_addons() as $name => $addon ) {
		if ( ! empty( $state['kept'][ $name ] ) && isset( $addon['tags'] ) ) {
			$leave = array_merge( $leave, (array) $addon['tags'] );
		}
	}
	if ( $leave ) {
		$settings['auto_leave'] = array_values( array_unique( $leave ) );
	}
	return $settings;
}

/**
 * Takes the replaced scripts off the queue. Runs twice: after WooCommerce enqueues its page scripts, and
 * again just before the footer scripts print, since the variation form and the cart widget enqueue theirs
 * while the page renders.
 *
 * A page where a script that stays needs one we replace (wc-cart, wc-checkout and wc-lost-password need
 * `woocommerce`) is left to the platform's scripts altogether: two scripts handling the same password
 * fields and notices would each add their own toggle.
 */
function storefront_elements_dequeue() {
	if ( ! storefront_elements_active() ) {
		return;
	}
	$removed = array();
	foreach ( storefront_elements_replaced_handles() as $handle ) {
		if ( wp_script_is( $handle, 'enqueued' ) ) {
			$removed[] = $handle;
		}
	}
	// Before the head is printed the page can still be left to the platform; in the footer it is too late.
	if ( ! doing_action( 'wp_print_footer_scripts' ) ) {
		foreach ( $removed as $handle ) {
			if ( storefront_elements_needed_by_others( $handle, $removed ) ) {
				storefront_elements_active( false );
				return;
			}
		}
	}
	// In the footer a script enqueued while the page rendered may need one of them: only what nothing needs goes.
	foreach ( $removed as $handle ) {
		if ( ! storefront_elements_needed_by_others( $handle, $removed ) ) {
			wp_dequeue_script( $handle );
		}
	}
	// A platform script kept because its family is off was written for a page where the ones taken off loaded
	// too: what they depend on stays (the product-table add-on registers wc-add-to-cart without its
	// jquery-blockui, which the `woocommerce` script brings on every page).
	if ( array_filter( storefront_elements_off_part( 'handles' ), 'wp_script_is' ) ) {
		$scripts = wp_scripts();
		foreach ( $removed as $handle ) {
			foreach ( isset( $scripts->registered[ $handle ] ) ? $scripts->registered[ $handle ]->deps : array() as $dep ) {
				wp_enqueue_script( $dep );
			}
		}
	}
	storefront_elements_take_addons( doing_action( 'wp_print_footer_scripts' ) );
	if ( storefront_elements_keep_jquery() ) {
		// Theme and plugin snippets listen to the platform's jQuery events, which our elements trigger.
		wp_enqueue_script( 'jquery' );
	}
}
add_action( 'wp_enqueue_scripts', 'storefront_elements_dequeue', 100 );
// WooCommerce localizes at priority 5 and WordPress prints at 10.
add_action( 'wp_print_footer_scripts', 'storefront_elements_dequeue', 1 );

/**
 * Whether jQuery is put on every page. 'auto' (the default) enqueues nothing: WordPress still prints jQuery
 * wherever a script left on the page depends on it (a gallery, an add-on), and our elements' jQuery events
 * reach it there; where nothing does, the page saves its 35 KB. A shop whose theme writes jQuery snippets
 * straight into its templates sets the option (or the filter) to 'yes'.
 */
function storefront_elements_keep_jquery() {
	$keep = apply_filters( 'storefront_elements_keep_jquery', get_option( 'storefront_elements_keep_jquery', 'auto' ) );
	return true === $keep || in_array( $keep, array( 'yes', '1', 1 ), true );
}

/** Turns HTML-escaped texts (esc_attr__) back into plain text: the elements insert them as text. */
function storefront_elements_plain( $value ) {
	if ( is_string( $value ) ) {
		return html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}
	if ( is_array( $value ) ) {
		return array_map( 'storefront_elements_plain', $value );
	}
	return $value;
}

/**
 * What WooCommerce localizes for $handle (its `<handle>_params` object, e.g. wc_add_to_cart_params), with
 * every filter a shop hooked on it (`woocommerce_get_script_data`, `wc_add_to_cart_params`,
 * `woocommerce_add_to_cart_redirect`, ...), as WordPress hands it to the platform's script: through
 * WooCommerce's own public localization (WC_Frontend_Scripts::localize_printed_scripts(), which it runs on
 * wp_print_scripts), read back from the handle's data (wp_localize_script()).
 *
 * The handles we replace are off the queue by then, and WooCommerce localizes only what is queued: for the
 * call the queue holds $handle alone (enqueue() and dequeue() reset WordPress's cache of what is queued), so
 * no other script is localized earlier than the platform would (but a WooCommerce script $handle depends on,
 * none by default), then the queue is put back as it was. A handle WooCommerce localized already is read as
 * it is, and so is one whose family is off.
 */
function storefront_elements_platform_params( $handle ) {
	$name    = str_replace( '-', '_', $handle ) . '_params';
	$objects = storefront_elements_localized_objects( $handle );
	// A script that stays (its family is off) is the platform's to localize when it prints: WooCommerce
	// localizes a handle once, and the variation script's wp.template printed here would be lost to it.
	$stays = ! in_array( $handle, storefront_elements_replaced_handles(), true );
	if ( ! $stays && ! isset( $objects[ $name ] ) && wp_script_is( $handle, 'registered' ) && is_callable( array( 'WC_Frontend_Scripts', 'localize_printed_scripts' ) ) ) {
		$scripts        = wp_scripts();
		$queue          = $scripts->queue;
		$args           = isset( $scripts->args[ $handle ] ) ? $scripts->args[ $handle ] : null;
		$scripts->queue = array();
		$scripts->enqueue( $handle );
		// The variation script's data also prints the platform's wp.template, which nothing here uses.
		ob_start();
		WC_Frontend_Scripts::localize_printed_scripts();
		ob_end_clean();
		$scripts->dequeue( $handle );
		$scripts->queue = $queue;
		if ( null !== $args ) {
			$scripts->args[ $handle ] = $args;
		}
		$objects = storefront_elements_localized_objects( $handle );
	}
	return isset( $objects[ $name ] ) ? $objects[ $name ] : array();
}

/**
 * The settings block: the platform's localized objects, flattened, with types the elements expect. Their
 * texts are plain already (wp_localize_script() decodes the entities of esc_attr__()).
 */
function storefront_elements_settings() {
	$params = array_merge(
		storefront_elements_platform_params( 'woocommerce' ),
		storefront_elements_platform_params( 'wc-cart-fragments' ),
		storefront_elements_platform_params( 'wc-add-to-cart-variation' ),
		storefront_elements_platform_params( 'wc-add-to-cart' )
	);
	$fields   = array(
		'wc_ajax_url',
		'ajax_url',
		'cart_url',
		'i18n_view_cart',
		'i18n_no_matching_variations_text',
		'i18n_make_a_selection_text',
		'i18n_unavailable_text',
		'i18n_reset_alert_text',
		'i18n_password_show',
		'i18n_password_hide',
	);
	$settings = array();
	foreach ( $fields as $field ) {
		if ( isset( $params[ $field ] ) ) {
			$settings[ $field ] = $params[ $field ];
		}
	}
	$settings['is_cart']                  = (bool) ( isset( $params['is_cart'] ) ? $params['is_cart'] : is_cart() );
	$settings['cart_redirect_after_add']  = 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ) ? 'yes' : 'no';
	$settings['checkout_url']             = wc_get_checkout_url();
	$settings['shop_url']                 = wc_get_page_permalink( 'shop' );
	$settings['rest_url']                 = esc_url_raw( rest_url() );
	$settings['currency_symbol']          = storefront_elements_plain( get_woocommerce_currency_symbol() );
	$settings['price_decimals']           = wc_get_price_decimals();
	$settings['price_decimal_separator']  = wc_get_price_decimal_separator();
	$settings['price_thousand_separator'] = wc_get_price_thousand_separator();
	$settings['price_format']             = get_woocommerce_price_format();
	$settings['language']                 = get_bloginfo( 'language' );
	$empty_cart = storefront_elements_empty_cart_fragments();
	if ( null !== $empty_cart ) {
		$settings['cart_fragments'] = $empty_cart;
	}
	// The add-ons' localized settings (the table's breakpoints and shop table, bbPress's ajax URL, ...);
	// the platform's fields above keep their values.
	$settings += storefront_elements_addon_settings();
	return (array) apply_filters( 'storefront_elements_settings', $settings );
}

/**
 * For a visitor with an empty cart, the fragments `get_refreshed_fragments` would answer (the mini cart's
 * template and the `woocommerce_add_to_cart_fragments` filter, as WooCommerce builds them): the mini cart
 * shows them on a first visit instead of asking the server, a request and its validation saved on every
 * page a new visitor opens. null when the cart holds anything, or on the cart and checkout pages (no mini
 * cart there): the element then reads the cart as the platform's script does. A page cache that serves this
 * copy to a visitor with a cart does no harm: the element sees the cart cookies and reads the cart.
 */
function storefront_elements_empty_cart_fragments() {
	if ( ! function_exists( 'WC' ) || ! WC()->cart || ! WC()->cart->is_empty() || is_cart() || is_checkout() || ! function_exists( 'woocommerce_mini_cart' ) ) {
		return null;
	}
	// The platform's cart script, kept with its family off, reads the cart itself.
	if ( in_array( 'shop-mini-cart', storefront_elements_off_tags(), true ) ) {
		return null;
	}
	ob_start();
	woocommerce_mini_cart();
	$mini_cart = ob_get_clean();
	$fragments = apply_filters(
		'woocommerce_add_to_cart_fragments',
		array( 'div.widget_shopping_cart_content' => '<div class="widget_shopping_cart_content">' . $mini_cart . '</div>' )
	);
	return is_array( $fragments ) ? array_filter( $fragments, 'is_string' ) : null;
}

/** JSON that stays data inside a <script> element: no "</script>", no "<!--", no "&" entity games. */
function storefront_elements_json( $value ) {
	return wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
}

/** The library's files to preload on this page: the automatic entry and the chunks of the tags it will need. */
function storefront_elements_preload_files() {
	$file    = storefront_elements_assets_dir() . 'preload.json';
	$preload = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : array(); // phpcs:ignore
	$preload = is_array( $preload ) ? $preload : array();
	$tags    = array( 'shop-notices', 'shop-store-notice' );
	if ( ! is_cart() && ! is_checkout() ) {
		$tags[] = 'shop-mini-cart';
	}
	if ( is_shop() || is_product_taxonomy() || is_product() ) {
		$tags[] = 'shop-add-to-cart';
	}
	if ( is_shop() || is_product_taxonomy() ) {
		$tags[] = 'shop-ordering';
	}
	if ( is_product() ) {
		$product = wc_get_product( get_queried_object_id() );
		if ( $product && $product->is_type( 'variable' ) ) {
			$tags[] = 'shop-variations';
		}
	}
	if ( is_account_page() || is_checkout() ) {
		$tags[] = 'shop-account-form';
	}
	$state = &storefront_elements_addon_state();
	foreach ( storefront_elements_addons() as $name => $addon ) {
		$wanted = ! isset( $addon['preload'] ) || ! is_callable( $addon['preload'] ) || call_user_func( $addon['preload'] );
		if ( ! empty( $state['taken'][ $name ] ) && isset( $addon['tags'] ) && $wanted ) {
			$tags = array_merge( $tags, (array) $addon['tags'] );
		}
	}
	$tags  = (array) apply_filters( 'storefront_elements_preload_tags', array_values( array_diff( $tags, storefront_elements_off_tags() ) ) );
	$files = isset( $preload['auto'] ) && is_array( $preload['auto'] ) ? $preload['auto'] : array( 'auto.js' );
	foreach ( $tags as $tag ) {
		if ( isset( $preload[ $tag ] ) && is_array( $preload[ $tag ] ) ) {
			$files = array_merge( $files, $preload[ $tag ] );
		}
	}
	return array_values( array_unique( array_filter( $files, 'is_string' ) ) );
}

/**
 * The settings, then the preload hints and the module script, in <head> after the page's styles and head
 * scripts, fetched at low priority. The elements enhance markup the server already painted, so their code
 * is not on the first paint's path: at the default (high) priority, printed before the styles, a dozen
 * module files shared the slow link with the stylesheets and the first paint came almost a second later
 * (Lighthouse, mobile). A module script runs after parsing either way.
 */
function storefront_elements_print_head() {
	if ( ! storefront_elements_active() ) {
		return;
	}
	printf(
		'<script type="application/json" id="storefront-settings">%s</script>' . "\n",
		storefront_elements_json( storefront_elements_settings() ) // phpcs:ignore -- JSON, escaped for a script element.
	);
}
// After wp_enqueue_scripts (wp_head priority 1), which decides whether this page is ours.
add_action( 'wp_head', 'storefront_elements_print_head', 2 );

/**
 * The automatic entry's version: the release and a hash of the file (`0.1.0-<hash>`, in its URL as `?ver=`). The
 * chunks carry their content's hash in their names, auto.js does not: a browser or proxy holding an older
 * auto.js would ask for chunks a new release no longer has. The hash comes from assets/versions.json,
 * written by `npm run wp-plugin` (without it, the release alone).
 */
function storefront_elements_entry_version() {
	$hash = storefront_elements_file_hash( 'auto.js' );
	return STOREFRONT_ELEMENTS_VERSION . ( '' !== $hash ? '-' . $hash : '' );
}

/**
 * The automatic entry's URL as the page loads it, built as WordPress's script modules build it (`?ver=` and
 * the `script_module_loader_src` filter), so the preload hint names the very same URL.
 */
function storefront_elements_entry_url() {
	$src = add_query_arg( 'ver', rawurlencode( storefront_elements_entry_version() ), storefront_elements_assets_url() . 'auto.js' );
	return (string) apply_filters( 'script_module_loader_src', $src, STOREFRONT_ELEMENTS_MODULE );
}

/**
 * The automatic entry through WordPress's script modules, so WordPress and other plugins know it by
 * its id, with the release version in its URL. WordPress prints it in the footer of a classic theme and in
 * the head of a block theme; the preload hints in the head (storefront_elements_print_preloads) fetch it early
 * either way. Its fetch priority is low: WordPress 6.9 takes it as an argument, earlier versions through
 * the script tag's attributes (storefront_elements_module_attributes).
 */
function storefront_elements_enqueue_module() {
	if ( ! storefront_elements_active() ) {
		return;
	}
	wp_enqueue_script_module( STOREFRONT_ELEMENTS_MODULE, storefront_elements_assets_url() . 'auto.js', array(), rawurlencode( storefront_elements_entry_version() ), array( 'fetchpriority' => 'low' ) );
}
add_action( 'wp_enqueue_scripts', 'storefront_elements_enqueue_module', 101 );

/** Low fetch priority on the module's script tag where WordPress does not set it (before 6.9). */
function storefront_elements_module_attributes( $attributes ) {
	if ( is_array( $attributes ) && isset( $attributes['id'] ) && STOREFRONT_ELEMENTS_MODULE . '-js-module' === $attributes['id'] ) {
		$attributes['fetchpriority'] = 'low';
	}
	return $attributes;
}
add_filter( 'wp_script_attributes', 'storefront_elements_module_attributes' );

/**
 * The hash assets/versions.json holds for a file of the build in use ('' when none): the automatic
 * entry's, and each element file's, which the plugin's auto.js imports as `elements/<tag>.js?ver=<hash>`.
 */
function storefront_elements_file_hash( $file ) {
	static $versions = null;
	if ( null === $versions ) {
		$path     = plugin_dir_path( STOREFRONT_ELEMENTS_FILE ) . 'assets/versions.json';
		$versions = is_readable( $path ) ? json_decode( (string) file_get_contents( $path ), true ) : array(); // phpcs:ignore
		$versions = is_array( $versions ) ? $versions : array();
	}
	$key = ( 'lite' === storefront_elements_build() ? 'lite/' : '' ) . $file;
	return isset( $versions[ $key ] ) && is_string( $versions[ $key ] ) && preg_match( '/^[0-9a-f]{6,64}$/', $versions[ $key ] ) ? $versions[ $key ] : '';
}

/**
 * The preload hints of the automatic entry and of the chunks the page will need, at low fetch priority,
 * after the styles (8) and head scripts (9). Each hint has the URL the file is imported by exactly (auto.js with its
 * version, an element's file with its hash), or the browser would fetch the file twice.
 */
function storefront_elements_print_preloads() {
	if ( ! storefront_elements_active() ) {
		return;
	}
	$base  = storefront_elements_assets_url();
	$entry = storefront_elements_entry_url();
	foreach ( storefront_elements_preload_files() as $file ) {
		$file = ltrim( $file, '/' );
		$hash = 0 === strpos( $file, 'elements/' ) ? storefront_elements_file_hash( $file ) : '';
		$url  = 'auto.js' === $file ? $entry : $base . $file . ( '' !== $hash ? '?ver=' . $hash : '' );
		printf( '<link rel="modulepreload" fetchpriority="low" href="%s">' . "\n", esc_url( $url ) );
	}
}
add_action( 'wp_head', 'storefront_elements_print_preloads', 20 );

/** The attribute matrix of a product answered over AJAX (README: "Variation options in AJAX mode"). */
function storefront_elements_variation_matrix( $product ) {
	$attributes = array();
	foreach ( array_keys( $product->get_variation_attributes() ) as $name ) {
		$attributes[] = 'attribute_' . sanitize_title( $name ); // The select's name.
	}
	$combinations = array();
	$inactive     = array();
	foreach ( $product->get_children() as $id ) {
		$variation = wc_get_product( $id );
		if ( ! $variation || 'publish' !== $variation->get_status() ) {
			continue;
		}
		$values = $variation->get_variation_attributes(); // '' = any value.
		$row    = array();
		foreach ( $attributes as $attribute ) {
			$row[] = isset( $values[ $attribute ] ) ? (string) $values[ $attribute ] : '';
		}
		if ( ! $variation->variation_is_active() ) {
			$inactive[] = count( $combinations );
		}
		$combinations[] = $row;
	}
	return array(
		'attributes'   => $attributes,
		'combinations' => $combinations,
		'inactive'     => $inactive,
	);
}

/** Prints the matrix inside the variations form (this hook runs before </form>), when the shop wants it. */
function storefront_elements_print_variation_matrix() {
	global $product;
	if ( ! storefront_elements_active() || ! $product || ! $product->is_type( 'variable' ) ) {
		return;
	}
	$wanted = apply_filters( 'storefront_elements_variation_matrix', 'yes' === get_option( 'storefront_elements_variation_matrix', 'no' ), $product );
	$inline = count( $product->get_children() ) <= apply_filters( 'woocommerce_ajax_variation_threshold', 30, $product );
	if ( ! $wanted || $inline ) {
		return; // Inline mode: the form already carries every variation.
	}
	printf(
		'<script type="application/json" class="shop-variation-matrix">%s</script>',
		storefront_elements_json( storefront_elements_variation_matrix( $product ) ) // phpcs:ignore -- JSON, escaped for a script element.
	);
}
add_action( 'woocommerce_after_variations_form', 'storefront_elements_print_variation_matrix' );
