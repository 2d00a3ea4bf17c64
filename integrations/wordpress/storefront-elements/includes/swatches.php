<?php
/**
 * Variation swatches from the plugin's settings, with no template edit: the page settings get
 * `swatches` (which attributes, and how), so `<shop-variations>` in automatic mode shows them.
 *
 * Options: storefront_elements_swatches ('' off; 'all' every attribute; or a list such as
 * 'pa_color:color,pa_size:label'), storefront_elements_swatches_only ('yes' hides the selects that have
 * swatches). Filter storefront_elements_swatch_colors: term slug => CSS colour for colour chips (a shop
 * that keeps colours in term meta maps them there); a theme may also print data-color on the options.
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

/** The swatches setting for the page, or null when swatches are off. */
function storefront_elements_swatches_setting() {
	$list = trim( (string) get_option( 'storefront_elements_swatches', '' ) );
	if ( '' === $list ) {
		return null;
	}
	$setting = array( 'attributes' => 'all' === $list ? true : $list );
	if ( 'yes' === get_option( 'storefront_elements_swatches_only', 'no' ) ) {
		$setting['only'] = true;
	}
	$colors = apply_filters( 'storefront_elements_swatch_colors', array() );
	if ( is_array( $colors ) && $colors ) {
		$setting['colors'] = array_filter( array_map( 'strval', $colors ), 'strlen' );
	}
	return $setting;
}

add_filter(
	'storefront_elements_settings',
	static function ( $settings ) {
		$swatches = storefront_elements_swatches_setting();
		if ( null !== $swatches && ! isset( $settings['swatches'] ) ) {
			$settings['swatches'] = $swatches;
		}
		return $settings;
	},
	5
);

/** Keeps only what the library reads: 'all', or name[:kind] entries separated by commas. */
function storefront_elements_sanitize_swatches( $value ) {
	$value = strtolower( trim( sanitize_text_field( (string) $value ) ) );
	if ( '' === $value || 'all' === $value ) {
		return $value;
	}
	$entries = array();
	foreach ( explode( ',', $value ) as $entry ) {
		$entry = trim( $entry );
		if ( preg_match( '/^[a-z0-9_\-]+(:(color|colour|image|label))?$/', $entry ) ) {
			$entries[] = $entry;
		} elseif ( '' !== $entry ) {
			/* translators: %s: the part of the list that was left out. */
			add_settings_error( 'storefront_elements_swatches', 'storefront_elements_swatches', sprintf( __( 'Left out of the swatches list: "%s" (write an attribute name, optionally followed by :color, :image or :label).', 'storefront-elements' ), $entry ) );
		}
	}
	return implode( ',', $entries );
}
