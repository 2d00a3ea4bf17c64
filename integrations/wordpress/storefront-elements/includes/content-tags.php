<?php
/**
 * Lets the library's tags through WordPress's content filter, so page builders can type them into posts.
 *
 * WordPress strips unknown tags from post content for every role without `unfiltered_html` (authors,
 * contributors, every site of a multisite): `<shop-add-to-cart>` typed by an author disappears on save.
 * Each tag is allowed with its documented attributes (assets/tags.json, written by `npm run wp-plugin`
 * from custom-elements.json) and the attributes WordPress allows on every tag (class, id, data-*, aria-…).
 * Nothing else changes: a `<script>` or an `on…` attribute is still stripped, inside a tag or not.
 *
 * @package storefront-elements
 */

defined( 'ABSPATH' ) || exit;

/**
 * The library's tags and their attributes, from assets/tags.json; empty when the file is missing or broken.
 *
 * @return array<string, string[]>
 */
function storefront_elements_tag_attributes() {
	static $tags = null;
	if ( null !== $tags ) {
		return $tags;
	}
	$tags = array();
	$file = plugin_dir_path( STOREFRONT_ELEMENTS_FILE ) . 'assets/tags.json';
	if ( ! is_readable( $file ) ) {
		return $tags;
	}
	$read = json_decode( (string) file_get_contents( $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions
	if ( ! is_array( $read ) ) {
		return $tags;
	}
	foreach ( $read as $tag => $attributes ) {
		// Only custom element names and plain attribute names: the file is ours, but the filter is security.
		if ( ! is_string( $tag ) || ! preg_match( '/^[a-z][a-z0-9]*-[a-z0-9-]+$/', $tag ) || ! is_array( $attributes ) ) {
			continue;
		}
		$tags[ $tag ] = array_values( array_filter( $attributes, static fn( $name ) => is_string( $name ) && preg_match( '/^[a-z][a-z0-9-]*$/', $name ) && ! str_starts_with( $name, 'on' ) ) );
	}
	return $tags;
}

/**
 * Adds the library's tags to the tags allowed in post content.
 *
 * @param array  $allowed The allowed tags and attributes.
 * @param string $context The filter's context: only post content ('post') gets the tags.
 * @return array
 */
function storefront_elements_allow_tags( $allowed, $context ) {
	if ( 'post' !== $context || ! is_array( $allowed ) ) {
		return $allowed;
	}
	// What WordPress allows on every tag of post content (_wp_add_global_attributes).
	$global = array(
		'aria-controls'    => true,
		'aria-current'     => true,
		'aria-describedby' => true,
		'aria-details'     => true,
		'aria-expanded'    => true,
		'aria-hidden'      => true,
		'aria-label'       => true,
		'aria-labelledby'  => true,
		'aria-live'        => true,
		'class'            => true,
		'data-*'           => true,
		'dir'              => true,
		'hidden'           => true,
		'id'               => true,
		'lang'             => true,
		'style'            => true,
		'title'            => true,
		'role'             => true,
	);
	foreach ( storefront_elements_tag_attributes() as $tag => $attributes ) {
		$own             = isset( $allowed[ $tag ] ) && is_array( $allowed[ $tag ] ) ? $allowed[ $tag ] : array();
		$allowed[ $tag ] = array_merge( $own, $global, array_fill_keys( $attributes, true ) );
	}
	return $allowed;
}
add_filter( 'wp_kses_allowed_html', 'storefront_elements_allow_tags', 10, 2 );
